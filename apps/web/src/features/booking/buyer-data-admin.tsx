import { type FormEvent, useState } from 'react';
import { bookingAdminWords as w } from '@lmr/shared/booking-admin';
import { Field } from '../../components/ui/form-field.tsx';
import { errorWords, type ScreenActions } from '../../components/ui/screen-actions.ts';
import { buyerData, eraseBuyer } from './booking-admin-api.ts';

/** Saves the buyer's data as a JSON file, for their request to see what is kept about them. */
function download(email: string, data: unknown) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  link.download = `buyer-${email}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** A buyer's request: a copy of what is kept about them, or its erasure, asked first by their name. */
export function BuyerDataSection({ actions }: { actions: ScreenActions }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  /** Reads what is kept about the buyer, then saves it or asks to erase it; a refusal is said under the form. */
  const withBuyer = (then: (data: Awaited<ReturnType<typeof buyerData>>) => void) => async () => {
    setError('');
    try {
      then(await buyerData(email));
    } catch (err) {
      setError(errorWords(err as Error));
    }
  };
  const exportData = withBuyer((data) => download(email, data));
  const askToErase = withBuyer((data) => {
    const name = data.orders.find((o) => o.name)?.name ?? email;
    actions.askFirst(w.eraseAsk(name), { call: () => eraseBuyer(email), done: w.erased(data.orders.length) });
  });
  return (
    <section aria-labelledby="buyer-data">
      <h2 id="buyer-data">{w.buyerTitle}</h2>
      <p>{w.buyerIntro}</p>
      <form
        className="booking-form"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void exportData();
        }}
      >
        <Field label={w.buyerEmail} type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        {error && <p role="alert">{error}</p>}
        <div className="actions">
          <button type="submit">{w.exportBuyer}</button>
          <button type="button" onClick={() => void askToErase()}>
            {w.eraseBuyer}
          </button>
        </div>
      </form>
    </section>
  );
}
