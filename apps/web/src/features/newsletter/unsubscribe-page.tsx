import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { feedbackMessages } from '@lmr/shared/messages';
import { testCopyToken } from '@lmr/shared/newsletter-test-copy';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { unsubscribe } from './api.ts';

export default function UnsubscribePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { feedback, show } = useTimedFeedback();

  async function onUnsubscribe() {
    setBusy(true);
    try {
      await unsubscribe(id);
      navigate('/');
    } catch (err) {
      console.warn('unsubscribe failed', err);
      show(feedbackMessages.unsubscribeFailed, 'error');
      setBusy(false);
    }
  }

  return (
    <article className="page">
      <PageMeta title="Unsubscribe from our Newsletter" description="Stop receiving the newsletter." noindex />
      <h1>Unsubscribe from our Newsletter</h1>
      {id === testCopyToken ? (
        <p>
          This link came from a test copy of the newsletter, so it unsubscribes nobody. Each subscriber’s copy carries a
          link of their own, which takes them off the list.
        </p>
      ) : (
        <>
          <p>Press the button to stop receiving the Laxey Mines Railway newsletter at this address.</p>
          <button type="button" className="button" onClick={onUnsubscribe} disabled={busy}>
            Unsubscribe
          </button>
          <Alert feedback={feedback} />
        </>
      )}
    </article>
  );
}
