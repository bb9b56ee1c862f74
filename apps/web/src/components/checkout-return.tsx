import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { longDate } from '@lmr/shared/day-text';
import { paymentRoutes } from '@lmr/shared/payment-routes';
import { callApi } from '../lib/api-client.ts';

/** After the payment page: the server asks the provider whether the checkout was paid (decision 125). */
const checkoutQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['checkout-return', sessionId] as const,
    queryFn: () => callApi(paymentRoutes.checkPayment, { body: { sessionId } }),
    retry: false,
  });

/** What a page says while it asks, and for each answer. */
export interface CheckoutReturnWords {
  checking: string;
  paid: string;
  open: string;
  checkAgain: string;
  expired: string;
  /** Paid with nothing taken today, the first charge on a later day (decision 161). */
  paidLater?: (firstCharge: string) => string;
}

/**
 * Back from the payment page (Donate, Join): the server asks the provider whether the session is paid; coming back
 * with `?session=` in the address confirms nothing by itself. `onPaid` runs once it is, with what was paid for.
 */
export function CheckoutReturn({
  sessionId,
  words,
  onPaid,
}: {
  sessionId: string;
  words: CheckoutReturnWords;
  onPaid?: (paid: { purpose: string; reference: string }) => void;
}) {
  const check = useQuery(checkoutQuery(sessionId));
  const state = check.data?.state;
  useEffect(() => {
    if (check.data?.state === 'paid') onPaid?.(check.data);
  }, [check.data, onPaid]);
  if (check.error) return <p role="alert">{check.error.message}</p>;
  if (!state) return <p role="status">{words.checking}</p>;
  if (state === 'expired') return <p role="status">{words.expired}</p>;
  if (state === 'open' || state === 'starting')
    return (
      <>
        <p role="status">{words.open}</p>
        <button type="button" className="button" onClick={() => check.refetch()} disabled={check.isFetching}>
          {words.checkAgain}
        </button>
      </>
    );
  const later = check.data?.firstChargeOn;
  return <p role="status">{later && words.paidLater ? words.paidLater(longDate(later)) : words.paid}</p>;
}
