import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type MyMembership, myMembershipRequest, renewRequest } from '@lmr/shared/membership';
import { joinPageWords as words, memberStatusNames, membershipWords } from '@lmr/shared/membership-words';
import { longDate } from '@lmr/shared/day-text';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert } from '../../components/ui/feedback.tsx';
import { ChoiceField, SelectField, SubmitButton } from '../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { useLinkFragment } from '../../lib/link-fragment.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { membershipTypesQuery, myMembershipQuery, renew, stopAutomaticRenewal } from './api.ts';
import { TypeOptions } from './join-page.tsx';

function RenewForm({ token, member }: { token: string; member: MyMembership }) {
  const { field, submitWith, feedback, busy } = useSchemaForm(renewRequest, {
    defaultValues: { token, typeName: member.typeName, automatic: false },
  });
  const onSubmit = submitWith(async (body) => window.location.assign((await renew(body)).url));
  return (
    <form className="card-panel" onSubmit={onSubmit} noValidate aria-labelledby="renew-form">
      <h2 id="renew-form">{words.renewTitle}</h2>
      <p>{`${member.name}, ${member.email}`}</p>
      <SelectField label={words.type} {...field('typeName')}>
        <TypeOptions />
      </SelectField>
      <ChoiceField label={membershipWords.automatic} {...field('automatic')} />
      <SubmitButton busy={busy}>{membershipWords.renewNow}</SubmitButton>
      <Alert feedback={feedback} />
    </form>
  );
}

/** Whether the membership renews itself; turning it off asks first, then says what happened (decision 152). */
function AutomaticRenewal({ token, member }: { token: string; member: MyMembership }) {
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState(false);
  const { submitWith, feedback, busy } = useSchemaForm(myMembershipRequest, {
    defaultValues: { token },
    lasting: true,
  });
  const turnOff = submitWith(async (body) => {
    queryClient.setQueryData(myMembershipQuery(token).queryKey, await stopAutomaticRenewal(body));
    setAsked(false);
    return membershipWords.turnedOff;
  });
  return (
    <section className="card-panel" aria-labelledby="automatic-renewal">
      <h2 id="automatic-renewal">{words.automaticTitle}</h2>
      {member.renewsAutomatically ? (
        <form onSubmit={turnOff} aria-label={membershipWords.turnOffOrKeep}>
          <p>{asked ? membershipWords.confirmTurnOff : membershipWords.renewsAutomatically}</p>
          {asked ? (
            <>
              <SubmitButton busy={busy}>{words.yesTurnOff}</SubmitButton>{' '}
              <button type="button" className="button button-secondary" onClick={() => setAsked(false)}>
                {words.keepIt}
              </button>
            </>
          ) : (
            <button type="button" className="button button-secondary" onClick={() => setAsked(true)}>
              {membershipWords.turnOffOrKeep}
            </button>
          )}
        </form>
      ) : (
        <p>{membershipWords.notRenewing}</p>
      )}
      <Alert feedback={feedback} />
    </section>
  );
}

/**
 * A member's own page, opened by the link in their welcome or reminder mail: the token after # reaches the server
 * only in the call's body. It shows the card and renews with the form filled in; no password needed.
 */
function MyMembershipPage() {
  const token = useLinkFragment('token');
  const { data, error } = useQuery({ ...myMembershipQuery(token ?? ''), enabled: !!token });
  // The renewal form is drawn once the kinds are known, so that the member's own kind is the one chosen.
  const types = useQuery(membershipTypesQuery);
  return (
    <article className="page">
      <PageMeta title={membershipWords.myMembership} description="Your membership card." noindex />
      <h1>{membershipWords.myMembership}</h1>
      {(error || token === null) && <p role="alert">{error?.message ?? membershipWords.linkExpired}</p>}
      {data && (
        <>
          <section className="card-panel" aria-labelledby="member-card">
            <h2 id="member-card">{membershipWords.cardCode(data.number)}</h2>
            <img src={data.card} width={200} height={200} alt={membershipWords.cardCode(data.number)} />
            <dl className="facts">
              <div>
                <dt>{words.number}</dt>
                <dd>{data.number}</dd>
              </div>
              <div>
                <dt>{words.type}</dt>
                <dd>{data.typeName}</dd>
              </div>
              <div>
                <dt>{words.until}</dt>
                <dd>{longDate(data.endsOn)}</dd>
              </div>
              <div>
                <dt>{words.status}</dt>
                <dd>{memberStatusNames[data.status]}</dd>
              </div>
            </dl>
          </section>
          <AutomaticRenewal token={token!} member={data} />
          {types.data && <RenewForm token={token!} member={data} />}
        </>
      )}
    </article>
  );
}

export default withQueryClient(MyMembershipPage);
