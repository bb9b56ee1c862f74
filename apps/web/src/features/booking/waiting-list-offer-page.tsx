import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Order } from '@lmr/shared/booking';
import { waitingListMessages, waitingListWords } from '@lmr/shared/booking-waiting-list';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useLinkFragment } from '../../lib/link-fragment.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { bookingDayQuery } from './api.ts';
import { Confirmation, DetailsForm } from './book-page.tsx';
import { leaveWaitingList, offeredOrderQuery } from './waiting-list-api.ts';
import './booking.css';

/** Seats held for someone on the waiting list: booked as any buyer's hold is, or given up to the next person. */
function Offer({ offered, reference }: { offered: Order; reference: string }) {
  const day = useQuery(bookingDayQuery(offered.date));
  const [order, setOrder] = useState(offered);
  const [left, setLeft] = useState(false);
  const { feedback, show } = useTimedFeedback(true);
  const leave = async () => {
    try {
      await leaveWaitingList(reference);
      setLeft(true);
      show(waitingListMessages.left, 'success');
    } catch (err) {
      show(err instanceof ApiError ? err.message : String(err), 'error');
    }
  };
  if (order.state === 'reserved') return <Confirmation order={order} />;
  return (
    <>
      {!left && (
        <>
          <DetailsForm
            order={order}
            payOnline={!!day.data?.payOnline}
            giftAid={day.data?.giftAid ?? null}
            onReserved={setOrder}
          />
          <button type="button" onClick={leave}>
            {waitingListWords.leave}
          </button>
        </>
      )}
      <Alert feedback={feedback} />
    </>
  );
}

function WaitingListOfferPage() {
  const reference = useLinkFragment('ref');
  const order = useQuery({ ...offeredOrderQuery(reference ?? ''), enabled: !!reference });
  const open = order.data?.state === 'held' || order.data?.state === 'reserved';
  return (
    <article className="page booking">
      <PageMeta title={waitingListWords.offerTitle} description={waitingListWords.offerDescription} noindex />
      <h1>{waitingListWords.offerTitle}</h1>
      {(reference === null || order.isError || (order.data && !open)) && (
        <p className="alert alert-error">{waitingListMessages.offerUnknown}</p>
      )}
      {order.data && open && reference && <Offer offered={order.data} reference={reference} />}
    </article>
  );
}

export default withQueryClient(WaitingListOfferPage);
