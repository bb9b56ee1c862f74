import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ManagedBooking } from '@lmr/shared/booking';
import { cancelledTrainWords as w } from '@lmr/shared/booking-cancelled-day';
import { longDate } from '@lmr/shared/day-text';
import { formatPence } from '@lmr/shared/timetable';
import { AskFirstDialog } from '../../components/ui/ask-first-dialog.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { SelectField } from '../../components/ui/form-field.tsx';
import { type ScreenActions, useScreenActions } from '../../components/ui/screen-actions.ts';
import {
  bookingDayQuery,
  bookingDaysQuery,
  donateCancelledFare,
  moveFromCancelledTrain,
  refundCancelledTrain,
} from './api.ts';
import { TrainSelect } from './train-select.tsx';

interface ChoicesProps {
  booking: ManagedBooking;
  reference: string;
  actions: ScreenActions;
}

/** The first choice: a train with seats on another day, picked by its day and then its time. */
function MoveToAnotherDay({ booking, reference, actions }: ChoicesProps) {
  const days = useQuery(bookingDaysQuery);
  const [date, setDate] = useState('');
  const [departureId, setDepartureId] = useState('');
  const day = useQuery({ ...bookingDayQuery(date), enabled: !!date });
  const trains = (day.data?.departures ?? []).filter((d) => d.onSale && d.seatsLeft > 0);
  const train = trains.find((d) => d.id === departureId);
  return (
    <>
      <SelectField
        label={w.moveDay}
        value={date}
        onChange={(e) => {
          setDate(e.currentTarget.value);
          setDepartureId('');
        }}
      >
        <option value="" />
        {(days.data ?? [])
          .filter((d) => d.date !== booking.date)
          .map((d) => (
            <option key={d.date} value={d.date}>
              {longDate(d.date)}
            </option>
          ))}
      </SelectField>
      {trains.length > 0 && (
        <TrainSelect label={w.moveTrain} trains={trains} value={departureId} onChange={setDepartureId} />
      )}
      {train && (
        <button
          type="button"
          onClick={() =>
            actions.askFirst(w.askMove(longDate(date), train.time), {
              call: () => moveFromCancelledTrain({ reference, departureId: train.id }),
              done: w.movedNow,
            })
          }
        >
          {w.move}
        </button>
      )}
    </>
  );
}

/** The three choices: move, a refund (paid) or cancel (to pay at the station), and the fare as a donation (paid). */
function Choices({ booking, reference, actions }: ChoicesProps) {
  const paid = booking.state === 'paid';
  // What is left of the fare: less any part the railway refunded already.
  const amount = formatPence(booking.cancelledTrain?.leftToRefundPence ?? 0);
  return (
    <>
      <p className="alert alert-info">{w.cancelled}</p>
      <MoveToAnotherDay booking={booking} reference={reference} actions={actions} />
      <p>
        <button
          type="button"
          onClick={() =>
            actions.askFirst(paid ? w.askRefund(amount) : w.askCancel, {
              call: () => refundCancelledTrain(reference),
              done: paid ? w.refundedNow : w.cancelledNow,
            })
          }
        >
          {paid ? w.refund : w.cancel}
        </button>{' '}
        {paid && (
          <button
            type="button"
            onClick={() =>
              actions.askFirst(w.askDonate(amount), { call: () => donateCancelledFare(reference), done: w.donatedNow })
            }
          >
            {w.donate}
          </button>
        )}
      </p>
    </>
  );
}

/**
 * A booking whose train the railway cancelled (decision 140): its choices, each asked first by name, with the
 * outcome said; once one is made, which it was. The booking is read again after the choice.
 */
export function CancelledTrain({ booking, reference }: { booking: ManagedBooking; reference: string }) {
  const { feedback, show } = useTimedFeedback(true);
  const actions = useScreenActions(['managed-booking', reference], show);
  const choice = booking.cancelledTrain?.choice;
  return (
    <>
      {choice ? <p>{w.chosen[choice]}</p> : <Choices booking={booking} reference={reference} actions={actions} />}
      <Alert feedback={feedback} />
      <AskFirstDialog actions={actions} />
    </>
  );
}
