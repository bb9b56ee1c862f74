import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { bookingWords, paymentReturnWords as words } from '@lmr/shared/booking';
import { PageMeta } from '../../components/page-meta.tsx';
import { useLinkFragment } from '../../lib/link-fragment.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { paymentCheckQuery } from './api.ts';
import './booking.css';

type Outcome = 'paid' | 'open' | 'expired';

/** The provider's state of the payment, in the three outcomes a buyer needs to know; refunds come later, by hand. */
const outcomeOf = (state: string): Outcome => {
  if (state === 'expired') return 'expired';
  return state === 'open' || state === 'starting' ? 'open' : 'paid';
};

/**
 * Where Stripe sends the buyer back. The page asks the server, which asks Stripe: coming back here confirms
 * nothing by itself (decision 125). Without a checkout id (the buyer cancelled), the payment is still waiting.
 */
function PaymentReturnPage() {
  const reference = useLinkFragment('ref');
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const check = useQuery({ ...paymentCheckQuery(sessionId), enabled: !!sessionId });
  const outcome: Outcome | undefined = sessionId ? check.data && outcomeOf(check.data.state) : 'open';
  return (
    <article className="page booking">
      <PageMeta title={words.title} description={words.title} noindex />
      <h1>{words.title}</h1>
      {!outcome && !check.isError && <p role="status">{words.checking}</p>}
      {check.error && <p role="alert">{check.error.message}</p>}
      {outcome === 'paid' && (
        <section className="booking-confirmation" aria-label={bookingWords.confirmed}>
          <p role="status">{words.paid}</p>
          <p>
            {bookingWords.referenceLabel}: <strong className="booking-reference">{reference}</strong>
          </p>
        </section>
      )}
      {outcome === 'open' && (
        <>
          <p role="status">{words.open}</p>
          {sessionId && (
            <button type="button" className="button" onClick={() => check.refetch()} disabled={check.isFetching}>
              {words.checkAgain}
            </button>
          )}
        </>
      )}
      {outcome === 'expired' && (
        <>
          <p role="status">{words.expired}</p>
          <Link to="/book">{words.bookAgain}</Link>
        </>
      )}
    </article>
  );
}

export default withQueryClient(PaymentReturnPage);
