import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { consentPurposes, supporterPageWords as w, supporterWords } from '@lmr/shared/supporter-words';
import type { SupporterPage } from '@lmr/shared/supporters';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { Field } from '../../components/ui/form-field.tsx';
import { useScreenActions } from '../../components/ui/screen-actions.ts';
import { useLinkFragment } from '../../lib/link-fragment.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { exportOwnSupporter, ownSupporterQuery, requestSupporterLink, updateOwnSupporter } from './api.ts';
import { ConsentList, DetailsForm, DownloadButton, Timeline } from './supporter-record.tsx';
import './supporter-record.css';

/** Asks for the link by e-mail: the same answer whoever asks, so the page tells nobody who is known. */
function AskForLink() {
  const [email, setEmail] = useState('');
  const { feedback, show } = useTimedFeedback(true);
  const actions = useScreenActions(['own-supporter'], show);
  const ask = (event: FormEvent) => {
    event.preventDefault();
    actions.run({ call: () => requestSupporterLink(email), done: w.asked });
  };
  return (
    <form className="card-panel" aria-label={w.askTitle} onSubmit={ask} noValidate>
      <p>{w.askIntro}</p>
      <Field
        label={w.email}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <button type="submit" className="button" disabled={actions.busy}>
        {w.askButton}
      </button>
      <Alert feedback={feedback} />
    </form>
  );
}

const consentValues = (record: SupporterPage) =>
  Object.fromEntries(consentPurposes.map((p) => [p, record.consents.find((c) => c.purpose === p)?.given ?? false]));

/** The supporter's own record, opened with their link's token: they correct it and choose what we may send. */
function OwnRecord({ token, record }: { token: string; record: SupporterPage }) {
  const query = ownSupporterQuery(token);
  const { feedback, show } = useTimedFeedback();
  const actions = useScreenActions(query.queryKey, show);
  const [consents, setConsents] = useState<Record<string, boolean>>(() => consentValues(record));
  return (
    <>
      <Alert feedback={feedback} />
      <DetailsForm
        record={record}
        actions={actions}
        save={(details) => updateOwnSupporter({ token, ...details, consents })}
      >
        <fieldset>
          <legend>{w.consentsIntro}</legend>
          {consentPurposes.map((p) => (
            <label key={p} className="checkbox">
              <input
                type="checkbox"
                checked={consents[p] ?? false}
                onChange={(e) => setConsents({ ...consents, [p]: e.target.checked })}
              />{' '}
              {supporterWords.consentPurpose[p]}
            </label>
          ))}
        </fieldset>
      </DetailsForm>
      <ConsentList record={record} />
      <Timeline record={record} />
      <DownloadButton label={w.ownDownload} load={() => exportOwnSupporter(token)} fileName="my-data.json" />
    </>
  );
}

function OwnRecordWithToken({ token }: { token: string }) {
  const { data, error } = useQuery(ownSupporterQuery(token));
  if (error) return <p role="alert">{supporterWords.linkExpired}</p>;
  return data ? <OwnRecord token={token} record={data} /> : null;
}

/** "Your record" (issue 29): ask for the link, or, opened from it, see and change your own record. */
function OwnRecordPage() {
  const token = useLinkFragment('token');
  return (
    <article className="page supporter-record">
      <PageMeta title={w.ownTitle} description={w.askIntro} noindex />
      <h1>{w.ownTitle}</h1>
      {token ? <OwnRecordWithToken token={token} /> : token === null && <AskForLink />}
    </article>
  );
}

export default withQueryClient(OwnRecordPage);
