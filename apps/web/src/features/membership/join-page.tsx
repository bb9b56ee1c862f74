import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { joinRequest } from '@lmr/shared/membership';
import { joinPageWords as words, membershipWords } from '@lmr/shared/membership-words';
import { formatPence } from '@lmr/shared/timetable';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert } from '../../components/ui/feedback.tsx';
import { CheckoutReturn } from '../../components/checkout-return.tsx';
import { ChoiceField, Field, SelectField, SubmitButton } from '../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { useHydrated } from '../../lib/hydration.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { join, membershipTypesQuery } from './api.ts';

/** The kinds of membership as the Site settings price them, for a select. */
export function TypeOptions() {
  const { data } = useQuery(membershipTypesQuery);
  return (data?.types ?? []).map((t) => (
    <option key={t.name} value={t.name}>
      {`${t.name}, ${formatPence(t.pricePence)} a year`}
    </option>
  ));
}

function JoinForm({ firstType }: { firstType: string }) {
  const { field, submitWith, feedback, busy } = useSchemaForm(joinRequest, {
    defaultValues: { typeName: firstType, name: '', email: '', automatic: false },
  });
  // Card details are given on the payment provider's page only; it sends the new member back to /join.
  const onSubmit = submitWith(async (body) => window.location.assign((await join(body)).url));
  return (
    <form className="card-panel" onSubmit={onSubmit} noValidate aria-labelledby="join-form">
      <h2 id="join-form">{words.title}</h2>
      <SelectField label={words.type} {...field('typeName')}>
        <TypeOptions />
      </SelectField>
      <Field label={words.name} autoComplete="name" {...field('name')} />
      <Field label={words.email} type="email" autoComplete="email" {...field('email')} />
      <ChoiceField label={membershipWords.automatic} {...field('automatic')} />
      <SubmitButton busy={busy}>{words.submit}</SubmitButton>
      <Alert feedback={feedback} />
    </form>
  );
}

/** Join the trust (issue 29): a kind of membership from the Site settings, paid online; the card follows by mail. */
function JoinPage() {
  const [params] = useSearchParams();
  // Drawn without the address's query on the server (decision 060): the return is drawn once in the browser.
  const sessionId = useHydrated() && params.get('session');
  const { data } = useQuery(membershipTypesQuery);
  const first = data?.types[0]?.name;
  return (
    <article className="page">
      <PageMeta title={words.title} description="Join the trust that runs the Laxey Mines Railway." />
      <h1>{words.title}</h1>
      {sessionId && <CheckoutReturn sessionId={sessionId} words={words} />}
      {data?.online && first && <JoinForm firstType={first} />}
      {data && !data.online && <p>{membershipWords.onlineOff}</p>}
    </article>
  );
}

export default withQueryClient(JoinPage);
