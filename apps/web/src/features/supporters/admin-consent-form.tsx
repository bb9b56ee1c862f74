import { type FormEvent, useState } from 'react';
import {
  type ConsentPurpose,
  consentPurposes,
  type ConsentWay,
  consentWays,
  supporterPageWords as w,
  supporterWords,
} from '@lmr/shared/supporter-words';
import type { SupporterPage } from '@lmr/shared/supporters';
import { Field, SelectField } from '../../components/ui/form-field.tsx';
import type { ScreenActions } from '../../components/ui/screen-actions.ts';
import { recordSupporterConsent } from './api.ts';

/**
 * A consent that reached an admin by phone, on paper or in person, recorded with when it was given and how. The
 * time is typed in the admin's own clock and sent as an instant; left empty, the server says what is missing.
 */
export function AdminConsentForm({ record, actions }: { record: SupporterPage; actions: ScreenActions }) {
  const [purpose, setPurpose] = useState<ConsentPurpose>('newsletter');
  const [given, setGiven] = useState(true);
  const [way, setWay] = useState<ConsentWay>('phone');
  const [at, setAt] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actions.run({
      call: () => recordSupporterConsent(record.id, { purpose, given, way, at: at ? new Date(at).toISOString() : '' }),
      done: w.consentRecorded,
      then: () => setAt(''),
    });
  };
  return (
    <form className="card-panel" aria-label={w.recordConsent} onSubmit={submit}>
      <h2>{w.recordConsent}</h2>
      <SelectField
        label={w.consentPurposeLabel}
        value={purpose}
        onChange={(e) => setPurpose(e.target.value as ConsentPurpose)}
      >
        {consentPurposes.map((p) => (
          <option key={p} value={p}>
            {supporterWords.consentPurpose[p]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={w.consentGivenLabel}
        value={given ? 'given' : 'withdrawn'}
        onChange={(e) => setGiven(e.target.value === 'given')}
      >
        <option value="given">{w.consentGivenOption}</option>
        <option value="withdrawn">{w.consentWithdrawnOption}</option>
      </SelectField>
      <SelectField label={w.consentWayLabel} value={way} onChange={(e) => setWay(e.target.value as ConsentWay)}>
        {consentWays.map((c) => (
          <option key={c} value={c}>
            {supporterWords.consentWay[c]}
          </option>
        ))}
      </SelectField>
      <Field label={w.consentAtLabel} type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
      <button type="submit" className="button button-secondary" disabled={actions.busy}>
        {w.recordConsentButton}
      </button>
    </form>
  );
}
