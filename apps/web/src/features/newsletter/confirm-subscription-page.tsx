import { useState } from 'react';
import { useParams } from 'react-router';
import { feedbackMessages } from '@lmr/shared/messages';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert, type Feedback } from '../../components/ui/feedback.tsx';
import { confirmSubscription } from './api.ts';

/** Opened from the confirmation mail; only the button's POST confirms, so link-following scanners cannot. */
export default function ConfirmSubscriptionPage() {
  const { id = '' } = useParams();
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  async function onConfirm() {
    setBusy(true);
    try {
      await confirmSubscription(id);
      setFeedback({ text: feedbackMessages.subscriptionConfirmed, type: 'success' });
    } catch {
      setFeedback({ text: feedbackMessages.subscriptionConfirmFailed, type: 'error' });
      setBusy(false);
    }
  }

  return (
    <article className="page">
      <PageMeta title="Confirm your subscription" description="Confirm your newsletter subscription." noindex />
      <h1>Confirm your subscription</h1>
      {/* Once confirmed there is nothing left to press: only the answer stays. */}
      {feedback?.type !== 'success' && (
        <>
          <p>Press Confirm to start receiving the Laxey Mines Railway newsletter.</p>
          <button type="button" className="button" onClick={onConfirm} disabled={busy}>
            Confirm
          </button>
        </>
      )}
      <Alert feedback={feedback} />
    </article>
  );
}
