import { useQuery } from '@tanstack/react-query';
import { feedbackMessages } from '@lmr/shared/messages';
import { countOf } from '@lmr/shared/plural';
import { type FailedDelivery, newsletterFailureMessages } from '@lmr/shared/newsletter-failures';
import { PageMeta } from '../../components/page-meta.tsx';
import { AskFirstDialog } from '../../components/ui/ask-first-dialog.tsx';
import { NewsletterAdminLinks } from '../../components/ui/admin-links.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { type ScreenActions, useScreenActions } from '../../components/ui/screen-actions.ts';
import { removeSubscriber } from './admin-api.ts';
import { failuresAnchor, failuresQuery, retryDelivery } from './failures-api.ts';
import './newsletter.css';

function FailedAddress({ failure, actions }: { failure: FailedDelivery; actions: ScreenActions }) {
  const { email, subscriberId } = failure;
  return (
    <li className="failed-address">
      <p className="failed-address-email">{email}</p>
      <p>{failure.reason}</p>
      <details>
        <summary>What the mail server said</summary>
        <p className="failed-address-answer">{failure.serverAnswer || 'Nothing was recorded.'}</p>
      </details>
      {subscriberId ? (
        <div className="actions">
          <button
            type="button"
            className="button button-secondary"
            disabled={actions.busy}
            onClick={() =>
              actions.askFirst(`Send this newsletter again to ${email}?`, {
                call: () => retryDelivery(failure.id),
                done: newsletterFailureMessages.retryQueued(email),
              })
            }
          >
            Send again to {email}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={actions.busy}
            onClick={() =>
              actions.askFirst(`Remove ${email} from the newsletter list?`, {
                call: () => removeSubscriber(subscriberId),
                done: feedbackMessages.subscriberRemoved,
              })
            }
          >
            Remove {email} from the list
          </button>
        </div>
      ) : (
        <p>No longer on the list.</p>
      )}
    </li>
  );
}

/** Per newsletter sent, the addresses it could not reach, why, and what the admin can do about each. */
function NewsletterFailuresPage() {
  const { data, isError } = useQuery(failuresQuery);
  const { feedback, show } = useTimedFeedback();
  const actions = useScreenActions(failuresQuery.queryKey, show);
  return (
    <article className="page">
      <PageMeta title="Undelivered newsletters" description="Addresses a newsletter could not reach." noindex />
      <h1>Undelivered newsletters</h1>
      <NewsletterAdminLinks />
      <Alert feedback={feedback} />
      {!data && !isError && <p role="status">Loading…</p>}
      {isError && <p>The list could not be loaded just now.</p>}
      {data?.length === 0 && <p>Every newsletter has reached every address it was sent to.</p>}
      {data?.map((n) => (
        <section key={n.id} id={failuresAnchor(n.id)} aria-labelledby={`${failuresAnchor(n.id)}-heading`}>
          <h2 id={`${failuresAnchor(n.id)}-heading`}>
            “{n.subject}”, sent {new Date(n.createdAt).toLocaleDateString('en-GB')}
          </h2>
          <p>{countOf(n.failures.length, 'address', 'addresses')} could not be reached.</p>
          <ul className="failed-addresses" aria-label={`Not delivered: ${n.subject}`}>
            {n.failures.map((f) => (
              <FailedAddress key={f.id} failure={f} actions={actions} />
            ))}
          </ul>
        </section>
      ))}
      <AskFirstDialog actions={actions} />
    </article>
  );
}

export default withQueryClient(NewsletterFailuresPage);
