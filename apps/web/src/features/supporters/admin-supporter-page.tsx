import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { supporterPageWords as w, supporterWords } from '@lmr/shared/supporter-words';
import type { SupporterPage } from '@lmr/shared/supporters';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { Field } from '../../components/ui/form-field.tsx';
import { type ScreenActions, useScreenActions } from '../../components/ui/screen-actions.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { AdminConsentForm } from './admin-consent-form.tsx';
import { AdminMergeForm } from './admin-merge-form.tsx';
import { adminSupporterQuery, eraseSupporter, exportSupporter, updateSupporter } from './api.ts';
import { ConsentList, DetailsForm, DownloadButton, Timeline } from './supporter-record.tsx';
import './supporter-record.css';

/** Erasure on request, confirmed by typing the supporter's name (or first e-mail when unnamed). */
function EraseForm({ record, actions }: { record: SupporterPage; actions: ScreenActions }) {
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState('');
  const word = record.name || record.emails[0] || '';
  const erase = (event: FormEvent) => {
    event.preventDefault();
    actions.run({
      call: () => eraseSupporter(record.id, confirm),
      done: w.erased,
      then: () => void navigate('/admin/supporters', { state: { feedback: { text: w.erased, type: 'success' } } }),
    });
  };
  return (
    <form className="card-panel" aria-label={w.erase} onSubmit={erase}>
      <h2>{w.erase}</h2>
      <Field label={w.eraseConfirm(word)} value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      <button type="submit" className="button button-secondary" disabled={actions.busy}>
        {w.eraseButton}
      </button>
    </form>
  );
}

/** One supporter (issue 29): details, consents, and the timeline of gifts, membership, bookings, hours and newsletter. */
function AdminSupporterPage() {
  const id = useParams().id ?? '';
  const query = adminSupporterQuery(id);
  const { feedback, show } = useTimedFeedback();
  const actions = useScreenActions(query.queryKey, show);
  const { data: record, error } = useQuery(query);
  const title = record ? record.name || record.emails.join(', ') : w.adminTitle;
  return (
    <article className="page supporter-record">
      <PageMeta title={title} description="One supporter's record." noindex />
      <h1>{title}</h1>
      <Alert feedback={feedback} />
      {error && <p role="alert">{supporterWords.unknownSupporter}</p>}
      {record && (
        <>
          <p>
            {w.emails}: {record.emails.join(', ')}
          </p>
          <DetailsForm record={record} actions={actions} save={(details) => updateSupporter(id, details)} />
          <ConsentList record={record} />
          <AdminConsentForm record={record} actions={actions} />
          <Timeline record={record} />
          <DownloadButton label={w.export} load={() => exportSupporter(id)} fileName="supporter-data.json" />
          <AdminMergeForm record={record} actions={actions} />
          <EraseForm record={record} actions={actions} />
        </>
      )}
    </article>
  );
}

export default withQueryClient(AdminSupporterPage);
