import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { supporterPageWords as w } from '@lmr/shared/supporter-words';
import { type SupporterPage, type SupporterSummary, supporterSearchRequest } from '@lmr/shared/supporters';
import { ChoiceField, Field } from '../../components/ui/form-field.tsx';
import { maxLengthOf } from '../../components/ui/schema-limits.ts';
import { errorWords, type ScreenActions } from '../../components/ui/screen-actions.ts';
import { mergeSupporters, supporterSearchQuery } from './api.ts';

/** What an admin types to confirm a merge: the other supporter's name, or their first e-mail when unnamed. */
const confirmWord = (s: SupporterSummary) => s.name || s.emails[0] || '';

/**
 * Another supporter's record merged into this one: found by name or e-mail through the admins' search (bounded
 * on the server), chosen from what it finds, confirmed by typing their name.
 */
export function AdminMergeForm({ record, actions }: { record: SupporterPage; actions: ScreenActions }) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [otherId, setOtherId] = useState('');
  const [confirm, setConfirm] = useState('');
  const search = useQuery(supporterSearchQuery(q));
  const others = search.data?.supporters.filter((s) => s.id !== record.id) ?? [];
  const other = others.find((s) => s.id === otherId);
  const find = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
    setOtherId('');
  };
  const merge = (event: FormEvent) => {
    event.preventDefault();
    if (!other) return;
    actions.run({
      call: () => mergeSupporters(record.id, { otherId: other.id, confirm }),
      done: w.merged(confirmWord(other)),
      then: () => {
        setConfirm('');
        setOtherId('');
        setQ('');
      },
    });
  };
  return (
    <section className="card-panel" aria-labelledby="merge">
      <h2 id="merge">{w.merge}</h2>
      <form role="search" aria-label={w.mergeOther} onSubmit={find}>
        <Field
          label={w.mergeFind}
          value={typed}
          limit={{ max: maxLengthOf(supporterSearchRequest, 'q') }}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className="button button-secondary">
          {w.mergeFindButton}
        </button>
      </form>
      {search.error && <p role="alert">{errorWords(search.error)}</p>}
      {search.data && !others.length && <p role="status">{w.noneFound}</p>}
      {others.length > 0 && (
        <form aria-label={w.mergeButton} onSubmit={merge}>
          <fieldset>
            <legend>{w.mergeChoose}</legend>
            {others.map((s) => (
              <ChoiceField
                key={s.id}
                type="radio"
                name="merge-other"
                value={s.id}
                checked={s.id === otherId}
                onChange={() => setOtherId(s.id)}
                label={w.mergeChoice(s.name || w.noName, s.emails)}
              />
            ))}
          </fieldset>
          {other && (
            <>
              <Field
                label={w.mergeConfirm(confirmWord(other))}
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
              <button type="submit" className="button button-secondary" disabled={actions.busy}>
                {w.mergeButton}
              </button>
            </>
          )}
        </form>
      )}
    </section>
  );
}
