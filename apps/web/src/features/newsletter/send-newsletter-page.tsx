import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { limits } from '@lmr/shared/limits';
import { feedbackMessages } from '@lmr/shared/messages';
import { countOf } from '@lmr/shared/plural';
import { type NewsletterRequest, newsletterRequest } from '@lmr/shared/schemas';
import { PageMeta } from '../../app/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { ConfirmDialog } from '../../components/ui/modal-dialog.tsx';
import {
  newsletterStatusQuery,
  newslettersQuery,
  previewNewsletter,
  sendNewsletter,
  sendTestNewsletter,
  subscribersQuery,
} from './api.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { uploadFailureText } from '../../lib/server-errors.ts';
import { ServerConfirmedAdmin } from '../../components/server-confirmed-admin.tsx';
import { Field } from '../../components/ui/form-field.tsx';
import { NewsletterAdminLinks } from '../../components/ui/admin-links.tsx';
import { type UploadedImage, uploadImage } from './newsletter-image.ts';
import { failuresPath } from './failures-api.ts';
import './newsletter.css';
import { UploadProgress } from '../../components/ui/upload-progress.tsx';
import { TableBox } from '../../components/ui/table-box.tsx';

/** A send's failed count, leading to its addresses when there are some. */
function FailedCount({ id, failed }: { id: string; failed: number }) {
  if (!failed) return <>0</>;
  return <Link to={failuresPath(id)}>{failed}</Link>;
}

const empty: NewsletterRequest = { title: '', subject: '', message: '' };
const POLL_MS = 1000;

function SendNewsletterPage() {
  const queryClient = useQueryClient();
  const { feedback, show } = useTimedFeedback();
  const [file, setFile] = useState<File | null>(null);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [sendingId, setSendingId] = useState<string | null>(null);
  /** The newsletter waiting for the admin's yes, and how many it would reach. */
  const [asking, setAsking] = useState<{ body: NewsletterRequest; reach: number } | null>(null);
  const [sending, setSending] = useState(false);
  const [uploaded, setUploaded] = useState<{ file: File; image: UploadedImage } | null>(null);
  // Changing the key gives a fresh, empty file input (a file input's value cannot be set).
  const [fileKey, setFileKey] = useState(0);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterRequest>({ resolver: zodResolver(newsletterRequest), defaultValues: empty });

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

  const run = (action: (body: NewsletterRequest) => Promise<void>) =>
    handleSubmit(async (body) => {
      try {
        await action(await withImage(body));
      } catch (err) {
        setUploadProgress(null);
        // A refused image is named, with the reason; anything else gets the spec's words.
        show(uploadFailureText(err, feedbackMessages.genericFailure), 'error');
      }
    });

  const onPreview = run(async (body) => {
    const { html } = await previewNewsletter(body);
    setPreview(html);
  });
  const onTest = run(async (body) => {
    await sendTestNewsletter(body);
    show(feedbackMessages.testNewsletterSent, 'success');
  });
  const onSend = run(async (body) => {
    const { active } = await queryClient.fetchQuery({ ...subscribersQuery, staleTime: 0 });
    setAsking({ body, reach: active });
  });

  async function send(body: NewsletterRequest) {
    setSending(true);
    try {
      const { id } = await sendNewsletter(body);
      setSendingId(id);
      clearForm();
      await queryClient.invalidateQueries({ queryKey: newslettersQuery.queryKey });
    } catch {
      show(feedbackMessages.genericFailure, 'error');
    } finally {
      setSending(false);
      setAsking(null);
    }
  }

  function clearForm() {
    reset(empty);
    setFile(null);
    setPreview(null);
    setFileKey((k) => k + 1);
  }

  return (
    <article className="page">
      <PageMeta title="Send Newsletter" description="Write and send the newsletter." noindex />
      <h1>Send Newsletter</h1>
      <NewsletterAdminLinks />
      <div className="newsletter-layout">
        <form onSubmit={onSend} noValidate aria-label="Write a newsletter">
          <Field
            label="Title"
            limit={{ max: limits.subjectMax }}
            error={errors.title?.message}
            {...register('title')}
          />
          <Field
            label="Subject"
            limit={{ max: limits.subjectMax }}
            error={errors.subject?.message}
            {...register('subject')}
          />
          <Field
            label="Message"
            multiline
            limit={{ moreThan: limits.messageMinExclusive, max: limits.messageMax }}
            error={errors.message?.message}
            {...register('message')}
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
            <button type="button" className="button button-secondary" onClick={onPreview} disabled={isSubmitting}>
              Preview
            </button>
            <button type="button" className="button button-secondary" onClick={onTest} disabled={isSubmitting}>
              Send test to me
            </button>
            <button type="submit" className="button" disabled={isSubmitting}>
              Send
            </button>
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
          <TableBox label="Earlier newsletters">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Title</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Recipients</th>
                  <th scope="col">Sent</th>
                  <th scope="col">Failed</th>
                </tr>
              </thead>
              <tbody>
                {history.data.map((n) => (
                  <tr key={n.id}>
                    <td>{new Date(n.createdAt).toLocaleDateString('en-GB')}</td>
                    <td>{n.title}</td>
                    <td>{n.subject}</td>
                    <td>{n.total}</td>
                    <td>{n.id === current?.id ? current.sent : n.sent}</td>
                    <td>
                      <FailedCount id={n.id} failed={n.id === current?.id ? current.failed : n.failed} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
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
