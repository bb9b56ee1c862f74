import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { limits } from '@lmr/shared/limits';
import { feedbackMessages, newsletterFieldHints } from '@lmr/shared/messages';
import { countOf } from '@lmr/shared/plural';
import { type NewsletterRequest, newsletterRequest } from '@lmr/shared/newsletter';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert } from '../../components/ui/feedback.tsx';
import { ConfirmDialog } from '../../components/ui/modal-dialog.tsx';
import {
  newsletterStatusQuery,
  newslettersQuery,
  previewNewsletter,
  sendNewsletter,
  sendTestNewsletter,
  subscribersQuery,
} from './admin-api.ts';
import { ApiError } from '../../lib/api-client.ts';
import { newComposeId } from '../../lib/compose-id.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { ServerConfirmedAdmin } from '../../components/server-confirmed-admin.tsx';
import { Field, SubjectAndMessage, SubmitButton } from '../../components/ui/form-field.tsx';
import { NewsletterAdminLinks } from '../../components/ui/admin-links.tsx';
import { type UploadedImage, uploadImage } from './newsletter-image.ts';
import { failuresPath } from './failures-api.ts';
import { keepDraft, loadDraft } from './newsletter-draft.ts';
import './newsletter.css';
import { UploadProgress } from '../../components/ui/upload-progress.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';

/** A send's failed count, leading to its addresses when there are some. */
function FailedCount({ id, failed }: { id: string; failed: number }) {
  if (!failed) return <>0</>;
  return <Link to={failuresPath(id)}>{failed}</Link>;
}

const empty: NewsletterRequest = { title: '', subject: '', message: '' };
const POLL_MS = 1000;

function SendNewsletterPage() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [sendingId, setSendingId] = useState<string | null>(null);
  /** The newsletter waiting for the admin's yes, and how many it would reach. */
  const [asking, setAsking] = useState<{ body: NewsletterRequest; reach: number } | null>(null);
  const [sending, setSending] = useState(false);
  /** Sent with the newsletter, so that however often it is sent, it goes once; a new one with each fresh form. */
  const [composeId, setComposeId] = useState(newComposeId);
  const [uploaded, setUploaded] = useState<{ file: File; image: UploadedImage } | null>(null);
  // Changing the key gives a fresh, empty file input (a file input's value cannot be set).
  const [fileKey, setFileKey] = useState(0);
  const { form, field, submitWith, feedback, show, busy } = useSchemaForm(newsletterRequest, {
    defaultValues: loadDraft() ?? empty,
    uploads: true,
  });
  useEffect(() => {
    const watching = form.watch(keepDraft);
    return () => watching.unsubscribe();
  }, [form]);

  const history = useQuery(newslettersQuery);
  const progress = useQuery({
    ...newsletterStatusQuery(sendingId ?? ''),
    enabled: Boolean(sendingId),
    refetchInterval: (q) => (q.state.data && q.state.data.pending === 0 ? false : POLL_MS),
  });
  const current = progress.data;
  const finished = current && current.pending === 0;

  /** The form's values with the image uploaded (once per chosen file). */
  async function withImage(body: NewsletterRequest): Promise<NewsletterRequest> {
    if (!file) return body;
    let image = uploaded?.file === file ? uploaded.image : undefined;
    if (!image) {
      setUploadProgress(0);
      image = await uploadImage(file, setUploadProgress);
      setUploaded({ file, image });
      setUploadProgress(null);
    }
    return { ...body, ...image };
  }

  const run = (action: (body: NewsletterRequest) => Promise<string | void>) =>
    submitWith(async (body) => {
      try {
        return await action(await withImage(body));
      } finally {
        setUploadProgress(null);
      }
    });

  const onPreview = run(async (body) => {
    const { html } = await previewNewsletter(body);
    setPreview(html);
  });
  const onTest = run(async (body) => {
    await sendTestNewsletter(body);
    return feedbackMessages.testNewsletterSent;
  });
  const onSend = run(async (body) => {
    const { active } = await queryClient.fetchQuery({ ...subscribersQuery, staleTime: 0 });
    setAsking({ body, reach: active });
  });

  async function send(body: NewsletterRequest) {
    setSending(true);
    try {
      const { id } = await sendNewsletter({ ...body, composeId });
      setSendingId(id);
      clearForm();
      await queryClient.invalidateQueries({ queryKey: newslettersQuery.queryKey });
    } catch (err) {
      const alreadySent = err instanceof ApiError && err.status === 409;
      show(alreadySent ? err.message : feedbackMessages.genericFailure, 'error');
      if (alreadySent) await queryClient.invalidateQueries({ queryKey: newslettersQuery.queryKey });
    } finally {
      setSending(false);
      setAsking(null);
    }
  }

  function clearForm() {
    form.reset(empty);
    keepDraft(empty);
    setComposeId(newComposeId());
    setFile(null);
    setPreview(null);
    setFileKey((k) => k + 1);
  }

  return (
    <article className="page">
      <PageMeta title="Send Newsletter" description="Write and send the newsletter." noindex />
      <h1>Send Newsletter</h1>
      <NewsletterAdminLinks />
      <div className="two-columns newsletter-layout">
        <form onSubmit={onSend} noValidate aria-label="Write a newsletter">
          <Field
            label="Title"
            hint={newsletterFieldHints.title}
            limit={{ max: limits.subjectMax }}
            {...field('title')}
          />
          <SubjectAndMessage
            subject={field('subject')}
            subjectHint={newsletterFieldHints.subject}
            message={field('message')}
          />
          <Field
            label="Image (optional)"
            key={fileKey}
            type="file"
            accept="image/*"
            onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
          />
          <UploadProgress progress={uploadProgress} label="Image upload" />
          <div className="actions">
            <button type="button" className="button button-secondary" onClick={onPreview} disabled={busy}>
              Preview
            </button>
            <button type="button" className="button button-secondary" onClick={onTest} disabled={busy}>
              Send test to me
            </button>
            <SubmitButton busy={busy}>Send</SubmitButton>
            <button type="button" className="button button-secondary" onClick={clearForm}>
              Cancel
            </button>
          </div>
          <Alert feedback={feedback} />
        </form>
        <section aria-labelledby="preview-heading">
          <h2 id="preview-heading">Preview</h2>
          {preview ? (
            <iframe className="newsletter-preview" title="Newsletter preview" sandbox="" srcDoc={preview} />
          ) : (
            <p>Press Preview to see the newsletter as subscribers will receive it.</p>
          )}
        </section>
      </div>

      {current && (
        <section aria-labelledby="progress-heading">
          <h2 id="progress-heading">Sending “{current.title}”</h2>
          <progress
            aria-label="Newsletter sending progress"
            max={current.total || 1}
            value={current.sent + current.failed}
          />
          <p role="status">
            {!finished
              ? `Sent ${current.sent} of ${current.total}${current.failed ? `, ${current.failed} failed` : ''}…`
              : current.failed
                ? `Sent to ${current.sent} of ${countOf(current.total, 'subscriber')}; ${current.failed} could not be delivered.`
                : `${feedbackMessages.newsletterSent} Sent to ${countOf(current.sent, 'subscriber')}, none failed.`}
          </p>
          {finished && current.failed > 0 && (
            <p>
              <Link to={failuresPath(current.id)}>See the addresses it could not reach, and why</Link>. The counts of
              every newsletter stay under <a href="#history-heading">Newsletters sent</a>.
            </p>
          )}
          {finished && !current.failed && (
            <p>
              The sent and failed counts of every newsletter stay under <a href="#history-heading">Newsletters sent</a>.
            </p>
          )}
        </section>
      )}
      <ConfirmDialog
        open={!!asking}
        text={asking ? `Send “${asking.body.subject}” to ${countOf(asking.reach, 'subscriber')}?` : ''}
        busy={sending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void send(asking.body)}
      />

      <section aria-labelledby="history-heading">
        <h2 id="history-heading">Newsletters sent</h2>
        {history.data?.length ? (
          <DataTable
            label="Earlier newsletters"
            rows={history.data}
            columns={[
              { header: 'Date', cell: (n) => new Date(n.createdAt).toLocaleDateString('en-GB') },
              { header: 'Title', cell: (n) => n.title },
              { header: 'Subject', cell: (n) => n.subject },
              { header: 'Recipients', cell: (n) => n.total },
              { header: 'Sent', cell: (n) => (n.id === current?.id ? current.sent : n.sent) },
              {
                header: 'Failed',
                cell: (n) => <FailedCount id={n.id} failed={n.id === current?.id ? current.failed : n.failed} />,
              },
            ]}
          />
        ) : (
          <p>{history.isLoading ? 'Loading…' : 'No newsletter has been sent yet.'}</p>
        )}
      </section>
    </article>
  );
}

function SendNewsletterScreen() {
  return (
    <ServerConfirmedAdmin>
      <SendNewsletterPage />
    </ServerConfirmedAdmin>
  );
}

export default withQueryClient(SendNewsletterScreen);
