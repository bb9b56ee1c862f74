import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { newsletterRoutes } from '@lmr/shared/newsletter-routes';
import { feedbackMessages, newsletterFieldHints } from '@lmr/shared/messages';
import { addSubscriberRequest } from '@lmr/shared/subscriber';
import { countOf } from '@lmr/shared/plural';
import type { NewsletterSettings } from '@lmr/shared/newsletter';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { ConfirmDialog } from '../../components/ui/modal-dialog.tsx';
import { addSubscriber, removeSubscriber, saveSettings, settingsQuery, subscribersQuery } from './admin-api.ts';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { NewsletterAdminLinks } from '../../components/ui/admin-links.tsx';
import './newsletter.css';
import { ChoiceField, Field, SubmitButton } from '../../components/ui/form-field.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';

function SubscribersPage() {
  const queryClient = useQueryClient();
  const { feedback, show } = useTimedFeedback();
  const list = useQuery(subscribersQuery);
  const settings = useQuery(settingsQuery);
  const save = useMutation({
    mutationFn: (body: NewsletterSettings) => saveSettings(body),
    onSuccess: (data) => {
      queryClient.setQueryData(settingsQuery.queryKey, data);
      show(feedbackMessages.settingsSaved, 'success');
    },
    onError: () => show(feedbackMessages.genericFailure, 'error'),
  });
  const [removing, setRemoving] = useState<{ id: string; email: string } | null>(null);
  const remove = useMutation({
    mutationFn: removeSubscriber,
    onSettled: () => setRemoving(null),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: subscribersQuery.queryKey });
      show(feedbackMessages.subscriberRemoved, 'success');
    },
    onError: () => show(feedbackMessages.genericFailure, 'error'),
  });

  const byHand = useSchemaForm(addSubscriberRequest, { defaultValues: { email: '', consentSource: '' } });
  const onAdd = byHand.submitWith(async (body) => {
    const { message } = await addSubscriber(body);
    byHand.form.reset();
    await queryClient.invalidateQueries({ queryKey: subscribersQuery.queryKey });
    return message;
  });

  return (
    <article className="page">
      <PageMeta title="Subscribers" description="Newsletter subscribers." noindex />
      <h1>Subscribers</h1>
      <NewsletterAdminLinks />
      <Alert feedback={feedback} />
      {list.data && (
        <p>
          <strong>{countOf(list.data.active, 'active subscriber')}</strong>
          {list.data.total > list.data.active && ` (${list.data.total - list.data.active} awaiting confirmation)`}.{' '}
          <a href={newsletterRoutes.subscribersCsv.path} download="subscribers.csv">
            Export as CSV
          </a>
        </p>
      )}
      <ChoiceField
        label="Double opt-in: new subscribers confirm their address from a link sent by e-mail"
        checked={settings.data?.doubleOptIn ?? false}
        disabled={!settings.data || save.isPending}
        onChange={(e) => save.mutate({ doubleOptIn: e.target.checked })}
      />
      <form onSubmit={onAdd} noValidate aria-labelledby="by-hand-heading">
        <h2 id="by-hand-heading">Add a subscriber by hand</h2>
        <Field label="E-mail" type="email" autoComplete="off" {...byHand.field('email')} />
        <Field label="Where they agreed" hint={newsletterFieldHints.consentSource} {...byHand.field('consentSource')} />
        <SubmitButton busy={byHand.busy}>Add subscriber</SubmitButton>
        <Alert feedback={byHand.feedback} />
      </form>
      {list.data?.subscribers.length ? (
        <DataTable
          label="Subscribers"
          caption="Newest subscribers"
          rows={list.data.subscribers}
          columns={[
            { header: 'E-mail', cell: (s) => s.email },
            { header: 'Status', cell: (s) => (s.status === 'active' ? 'Active' : 'Awaiting confirmation') },
            { header: 'Subscribed', cell: (s) => new Date(s.createdAt).toLocaleString('en-GB') },
            {
              header: 'Consent',
              cell: (s) =>
                s.consentForm
                  ? `${s.consentForm}: “${s.consentWording}”`
                  : 'Not recorded (signed up before consent was kept)',
            },
            {
              header: 'Confirmed',
              cell: (s) => (s.confirmedAt ? new Date(s.confirmedAt).toLocaleString('en-GB') : 'Not confirmed by link'),
            },
            {
              header: 'Actions',
              hiddenHeader: true,
              cell: (s) => (
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={`Remove ${s.email}`}
                  disabled={remove.isPending}
                  onClick={() => setRemoving(s)}
                >
                  Remove
                </button>
              ),
            },
          ]}
        />
      ) : (
        <p>{list.isLoading ? 'Loading…' : 'Nobody has subscribed yet.'}</p>
      )}
      <ConfirmDialog
        open={removing !== null}
        text={`Are you sure you want to remove ${removing?.email ?? ''} from the newsletter?`}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </article>
  );
}

export default withQueryClient(SubscribersPage);
