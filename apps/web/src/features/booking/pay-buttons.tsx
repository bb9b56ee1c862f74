import { bookingMessages, bookingWords } from '@lmr/shared/booking';
import { SubmitButton } from '../../components/ui/form-field.tsx';

/** A details form's ways to pay: reserve and pay at the station (its submit), or online where the railway offers it. */
export function PayButtons(props: { busy: boolean; payOnline: boolean; onPayOnline: () => void }) {
  return (
    <>
      <SubmitButton busy={props.busy}>{bookingMessages.payAtStation}</SubmitButton>
      {props.payOnline && (
        <>
          <p>{bookingWords.orPayOnline}</p>
          <button type="button" className="button" disabled={props.busy} onClick={props.onPayOnline}>
            {bookingMessages.payOnline}
          </button>
        </>
      )}
    </>
  );
}
