import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { monthlyGiftWords as w } from '@lmr/shared/donation-words';
import type { MonthlyGift } from '@lmr/shared/monthly-gifts';
import { formatPence } from '@lmr/shared/timetable';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert } from '../../components/ui/feedback.tsx';
import { Field, SubmitButton } from '../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { useLinkFragment } from '../../lib/link-fragment.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { changeMonthlyGift, monthlyGiftQuery, stopMonthlyGift } from './api.ts';
import { monthlyAmountForm, poundsText } from './donation-forms.ts';

/** What the donor is asked before anything changes: a new amount, or to stop. */
type Asked = { change: number } | 'stop' | null;

/** The running gift's choices: each asks first, then says what happened. */
function Changes({ gift, token }: { gift: MonthlyGift; token: string }) {
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<Asked>(null);
  const { field, submitWith, feedback, busy } = useSchemaForm(monthlyAmountForm, {
    defaultValues: { amount: poundsText(gift.amountPence) },
    lasting: true,
  });
  const confirm = submitWith(async () => {
    if (!asked) return;
    const now =
      asked === 'stop' ? await stopMonthlyGift(token) : await changeMonthlyGift({ token, amountPence: asked.change });
    queryClient.setQueryData(monthlyGiftQuery(token).queryKey, now);
    setAsked(null);
    return asked === 'stop' ? w.stopped : w.changed(formatPence(now.amountPence));
  });
  if (asked)
    return (
      <form className="card-panel" onSubmit={confirm} aria-label={w.title}>
        <p>{asked === 'stop' ? w.confirmStop : w.confirmChange(formatPence(asked.change))}</p>
        <SubmitButton busy={busy}>{w.yes}</SubmitButton>{' '}
        <button type="button" className="button button-secondary" onClick={() => setAsked(null)}>
          {w.no}
        </button>
      </form>
    );
  return (
    <>
      <form
        className="card-panel"
        noValidate
        aria-label={w.change}
        onSubmit={submitWith(async ({ amount }) => setAsked({ change: amount }))}
      >
        <Field label={w.newAmount} inputMode="decimal" {...field('amount')} />
        <SubmitButton busy={busy}>{w.change}</SubmitButton>
      </form>
      <button type="button" className="button button-secondary" onClick={() => setAsked('stop')}>
        {w.stop}
      </button>
      <Alert feedback={feedback} />
    </>
  );
}

/** A monthly donor's page, opened from the link in their receipt: change the amount, or stop (decision 147). */
function MonthlyGiftPage() {
  const token = useLinkFragment('token');
  const gift = useQuery({ ...monthlyGiftQuery(token ?? ''), enabled: !!token });
  return (
    <article className="page">
      <PageMeta title={w.title} description={w.title} noindex />
      <h1>{w.title}</h1>
      {(token === null || gift.isError) && <p className="alert alert-error">{w.unknownLink}</p>}
      {token && gift.isPending && <p>{w.opening}</p>}
      {token && gift.data && (
        <>
          {gift.data.state === 'active' && <p>{w.summary(formatPence(gift.data.amountPence))}</p>}
          {gift.data.state === 'stopped' && <p role="status">{w.stoppedSummary(formatPence(gift.data.amountPence))}</p>}
          {(gift.data.state === 'awaiting_payment' || gift.data.state === 'expired') && <p>{w.notStarted}</p>}
          {gift.data.state === 'active' && <Changes gift={gift.data} token={token} />}
        </>
      )}
    </article>
  );
}

export default withQueryClient(MonthlyGiftPage);
