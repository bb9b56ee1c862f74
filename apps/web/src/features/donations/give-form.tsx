import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { giveFormWords as words } from '@lmr/shared/donation-words';
import { type GiveAnswer, giveRequest } from '@lmr/shared/donations';
import { limits } from '@lmr/shared/limits';
import { formatPence } from '@lmr/shared/timetable';
import { Alert } from '../../components/ui/feedback.tsx';
import { ChoiceField, Field, SubmitButton } from '../../components/ui/form-field.tsx';
import { maxLengthOf } from '../../components/ui/schema-limits.ts';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { give, givingWaysQuery } from './api.ts';
import { giveForm, poundsText } from './donation-forms.ts';

/** Where a transfer goes: the bank details Donate shows, which the form repeats beside the reference. */
export type BankRows = [string, string][];

/** The railway's bank details, each with its label. */
export function BankFacts({ rows }: { rows: BankRows }) {
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface GiveFormProps {
  bankRows: BankRows;
  /** The "this gift" Gift Aid declaration made on Donate, which the gift carries (decision 163). */
  declarationId?: string;
}

/**
 * Donate's form: a suggested amount or any other, name and e-mail, once or monthly (online only), then online
 * (the provider's page) or by bank transfer (a reference of the gift's own). Only the ways offered now are shown.
 */
export function GiveForm({ bankRows, declarationId }: GiveFormProps) {
  const ways = useQuery(givingWaysQuery);
  const offered = [
    ...(ways.data?.online ? (['online'] as const) : []),
    ...(bankRows.length ? (['transfer'] as const) : []),
  ];
  // Drawn once the server has said whether online is offered, so that the first choice is the right one.
  if (!ways.data || !offered.length) return null;
  return <GiveFields offered={offered} bankRows={bankRows} declarationId={declarationId} />;
}

function GiveFields({ offered, bankRows, declarationId }: GiveFormProps & { offered: ('online' | 'transfer')[] }) {
  const { form, field, submitWith, feedback, busy } = useSchemaForm(giveForm, {
    defaultValues: {
      amount: poundsText(limits.donationSuggestedPence[1]!),
      name: '',
      email: '',
      way: offered[0],
      often: 'once',
    },
  });
  const [pledge, setPledge] = useState<Extract<GiveAnswer, { way: 'transfer' }> | null>(null);
  // One key per attempt (decision 163): the same request sent twice opens one payment page; after a refusal, a new one.
  const [giveKey, setGiveKey] = useState(() => crypto.randomUUID());
  // Set once the payment page is on its way, so that Give cannot be pressed again while the browser leaves.
  const [leaving, setLeaving] = useState(false);
  const monthly = form.watch('often') === 'monthly';
  const onSubmit = submitWith(async ({ amount, often, way, ...rest }) => {
    const answer = await give({
      ...rest,
      amountPence: amount,
      monthly: often === 'monthly',
      way: often === 'monthly' ? 'online' : way,
      giveKey,
      declarationId,
    }).finally(() => setGiveKey(crypto.randomUUID()));
    // Card details are given on the payment provider's page only; it sends the donor back to /donate.
    if (answer.way === 'online') {
      setLeaving(true);
      window.location.assign(answer.url);
    } else setPledge(answer);
  });
  if (pledge)
    return (
      <section className="card-panel" aria-labelledby="give-transfer">
        <h2 id="give-transfer">{words.title}</h2>
        <p role="status">{words.transferThanks(formatPence(pledge.amountPence))}</p>
        <p className="figure-big">{pledge.reference}</p>
        <BankFacts rows={bankRows} />
        <p>{words.transferNext}</p>
      </section>
    );
  const amountField = field('amount');
  return (
    <form className="card-panel" onSubmit={onSubmit} noValidate aria-labelledby="give-once">
      <h2 id="give-once">{words.title}</h2>
      <fieldset>
        <legend>{words.suggested}</legend>
        {limits.donationSuggestedPence.map((pence) => (
          <button
            key={pence}
            type="button"
            className="button button-secondary"
            aria-pressed={form.watch('amount') === poundsText(pence)}
            onClick={() => form.setValue('amount', poundsText(pence), { shouldValidate: true })}
          >
            {formatPence(pence).replace('.00', '')}
          </button>
        ))}
      </fieldset>
      <Field label={words.amount} inputMode="decimal" {...amountField} />
      <Field
        label={words.name}
        autoComplete="name"
        limit={{ max: maxLengthOf(giveRequest, 'name') }}
        {...field('name')}
      />
      <Field label={words.email} type="email" autoComplete="email" {...field('email')} />
      {offered.includes('online') && (
        <fieldset>
          <legend>{words.often}</legend>
          {(['once', 'monthly'] as const).map((value) => (
            <ChoiceField key={value} type="radio" value={value} label={words[value]} {...field('often')} />
          ))}
        </fieldset>
      )}
      {offered.length > 1 && !monthly && (
        <fieldset>
          <legend>{words.way}</legend>
          {offered.map((value) => (
            <ChoiceField key={value} type="radio" value={value} label={words[value]} {...field('way')} />
          ))}
        </fieldset>
      )}
      {declarationId && <p>{words.withDeclaration}</p>}
      <SubmitButton busy={busy || leaving}>{words.submit}</SubmitButton>
      <Alert feedback={feedback} />
    </form>
  );
}
