import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { bookingMessages, bookingWords, type ManagedBooking } from '@lmr/shared/booking';
import { railwayTimeZone } from '@lmr/shared/timetable';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useLinkFragment } from '../../lib/link-fragment.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { bookingDayQuery, cancelBooking, manageBooking, moveBooking } from './api.ts';
import { CancelledTrain } from './cancelled-train-choices.tsx';
import { OrderSummary } from './order-summary.tsx';
import { TrainSelect } from './train-select.tsx';
import './booking.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: railwayTimeZone });

/** The booking's changes: cancel, or move to another train of its day with seats. */
/** What the page says of a booking that cannot be changed online. */
const endedWords: Partial<Record<ManagedBooking['state'], string>> = {
  paid: bookingMessages.paidChange,
  refunded: bookingWords.stateRefunded,
};

function Changes({ booking, reference }: { booking: ManagedBooking; reference: string }) {
  const queryClient = useQueryClient();
  const day = useQuery(bookingDayQuery(booking.date));
  const others = (day.data?.departures ?? []).filter((d) => d.time !== booking.time && d.onSale && d.seatsLeft > 0);
  const [departureId, setDepartureId] = useState('');
  const { feedback, show } = useTimedFeedback(true);
  const change = async (call: () => Promise<ManagedBooking>, done: string) => {
    try {
      queryClient.setQueryData(['managed-booking', reference], await call());
      show(done, 'success');
    } catch (err) {
      show(err instanceof ApiError ? err.message : String(err), 'error');
    }
  };
  return (
    <>
      <p>{bookingWords.changeableUntil(when(booking.changeableUntil))}</p>
      {others.length > 0 && (
        <TrainSelect label={bookingWords.moveTo} trains={others} value={departureId} onChange={setDepartureId} />
      )}
      {departureId && (
        <button
          type="button"
          onClick={() => change(() => moveBooking({ reference, departureId }), bookingWords.movedNow)}
        >
          {bookingWords.move}
        </button>
      )}
      <button type="button" onClick={() => change(() => cancelBooking(reference), bookingWords.cancelledNow)}>
        {bookingWords.cancel}
      </button>
      <Alert feedback={feedback} />
    </>
  );
}

function ManageBookingPage() {
  const reference = useLinkFragment('ref');
  const booking = useQuery({
    queryKey: ['managed-booking', reference] as const,
    queryFn: () => manageBooking(reference ?? ''),
    enabled: !!reference,
    retry: false,
  });
  return (
    <article className="page booking">
      <PageMeta title={bookingWords.manageTitle} description={bookingWords.manageDescription} noindex />
      <h1>{bookingWords.manageTitle}</h1>
      {(reference === null || booking.isError) && (
        <p className="alert alert-error">{bookingMessages.badManageReference}</p>
      )}
      {booking.data && reference && (
        <>
          <OrderSummary order={booking.data} />
          {booking.data.cancelledTrain && <CancelledTrain booking={booking.data} reference={reference} />}
          {booking.data.cancelledTrain?.choice === null ? null : booking.data.state === 'reserved' ? (
            <Changes booking={booking.data} reference={reference} />
          ) : (
            <p>{endedWords[booking.data.state] ?? bookingWords.stateCancelled}</p>
          )}
        </>
      )}
    </article>
  );
}

export default withQueryClient(ManageBookingPage);
