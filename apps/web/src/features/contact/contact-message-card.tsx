import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { limits } from '@lmr/shared/limits';
import { type ContactMessage, contactReplyRequest } from '@lmr/shared/contact';
import type { AlertType } from '../../components/ui/feedback.tsx';
import { Field, SubmitButton } from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { answerMessage, markMessage } from './api.ts';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const failure = (err: unknown) =>
  err instanceof ApiError && err.status < 500 ? err.message : 'Something went wrong. Please try again later.';

/** One received message: who sent it, its words, the answers sent, and what an admin can do with it. */
export function ContactMessageCard({
  message: m,
  show,
}: {
  message: ContactMessage;
  /** The page's alert: a handled message may leave the list it was in, so the card cannot hold it. */
  show: (text: string, type: AlertType) => void;
}) {
  const queryClient = useQueryClient();
  const [answering, setAnswering] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['contact-messages'] });
  const mark = useMutation({
    mutationFn: (handled: boolean) => markMessage(m.id, handled),
    onSuccess: async (answer) => {
      show(answer.message, 'success');
      await refresh();
    },
    onError: (err) => show(failure(err), 'error'),
  });
  // The page holds the alert (see show), so this form uses only its fields from useSchemaForm.
  const { form, field, busy } = useSchemaForm(contactReplyRequest, { defaultValues: { reply: '' } });
  const send = form.handleSubmit(async (body) => {
    try {
      const answer = await answerMessage(m.id, body);
      form.reset({ reply: '' });
      setAnswering(false);
      show(answer.message, 'success');
      await refresh();
    } catch (err) {
      if (err instanceof ApiError && err.fields.reply) form.setError('reply', { message: err.fields.reply });
      show(failure(err), 'error');
    }
  });
  const headingId = `message-${m.id}`;
  return (
    <section aria-labelledby={headingId} className="contact-message" data-handled={m.handledAt ? 'true' : 'false'}>
      <h2 id={headingId}>{m.subject}</h2>
      <p>
        From {m.name} &lt;<a href={`mailto:${m.email}`}>{m.email}</a>&gt;, {when(m.createdAt)}
        {m.mailedAt ? '' : ' (not yet forwarded by e-mail)'}
      </p>
      <p className="message-state">{m.handledAt ? `Handled ${when(m.handledAt)}` : 'Not handled yet'}</p>
      <p className="message-body">{m.message}</p>
      {m.replies.length > 0 && (
        <div className="message-replies">
          <h3>Answers sent</h3>
          {m.replies.map((r) => (
            <blockquote key={r.sentAt} className="message-reply">
              <p className="message-body">{r.body}</p>
              <footer>
                {r.sentBy ?? 'A former admin'}, {when(r.sentAt)}
              </footer>
            </blockquote>
          ))}
        </div>
      )}
      {answering ? (
        <form onSubmit={send} noValidate aria-label={`Answer ${m.name}`}>
          <Field label={`Answer to ${m.email}`} multiline limit={{ max: limits.messageMax }} {...field('reply')} />
          <p className="field-hint">Their message is quoted under your answer. Replies to it come to the railway.</p>
          <div className="actions">
            <SubmitButton busy={busy}>Send answer</SubmitButton>
            <button type="button" className="button button-secondary" onClick={() => setAnswering(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="actions">
          <button type="button" className="button" onClick={() => setAnswering(true)}>
            Answer by e-mail
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={mark.isPending}
            onClick={() => mark.mutate(!m.handledAt)}
          >
            {m.handledAt ? 'Mark as not handled' : 'Mark as handled'}
          </button>
        </div>
      )}
    </section>
  );
}
