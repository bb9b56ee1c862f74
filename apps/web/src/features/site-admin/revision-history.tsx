import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { DiffLine } from '@lmr/shared/site-content';
import { ApiError } from '../../lib/api-client.ts';
import { SelectField, SubmitButton } from '../../components/ui/form-field.tsx';
import { revisionDiff, revisionsQuery } from './api.ts';

const when = (at: string) =>
  new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

const LIVE = 'live';

/** Every publish of an item: who and when, what changed between any two, and a restore for each. */
export function RevisionHistory({ itemKey, onRestore }: { itemKey: string; onRestore: (id: number) => void }) {
  const revisions = useQuery(revisionsQuery(itemKey));
  const [diff, setDiff] = useState<{ title: string; lines: DiffLine[] } | null>(null);
  const [diffError, setDiffError] = useState('');
  const [confirming, setConfirming] = useState<number | null>(null);
  const [comparing, setComparing] = useState(false);
  const list = revisions.data ?? [];
  const revisionOptions = list.map((r) => (
    <option key={r.id} value={r.id}>
      Revision {r.id}
    </option>
  ));

  const compare = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const from = Number(form.get('from'));
    const to = String(form.get('to'));
    setDiffError('');
    setComparing(true);
    try {
      const lines = await revisionDiff(itemKey, from, to === LIVE ? undefined : Number(to));
      setDiff({ title: `Changes from revision ${from} to ${to === LIVE ? 'what is live' : `revision ${to}`}`, lines });
    } catch (err) {
      setDiffError(err instanceof ApiError ? err.message : 'The changes could not be loaded.');
    } finally {
      setComparing(false);
    }
  };

  return (
    <section className="revision-history" aria-labelledby="revisions-heading">
      <h2 id="revisions-heading">Published revisions</h2>
      {revisions.isPending && <p role="status">Loading the revisions…</p>}
      {list.length > 0 && (
        <>
          <ol className="revision-list">
            {list.map((r) => (
              <li key={r.id}>
                <span>
                  <strong>Revision {r.id}</strong>, {when(r.createdAt)} by {r.author}
                  {r.note && r.note !== 'Published' ? ` (${r.note})` : ''}
                </span>
                {confirming === r.id ? (
                  <span className="confirm-inline">
                    Publish revision {r.id} again, replacing what visitors see now?{' '}
                    <button
                      type="button"
                      className="button"
                      onClick={() => {
                        setConfirming(null);
                        onRestore(r.id);
                      }}
                    >
                      Yes, restore revision {r.id}
                    </button>{' '}
                    <button type="button" className="button button-secondary" onClick={() => setConfirming(null)}>
                      Cancel
                    </button>
                  </span>
                ) : (
                  <button type="button" className="button button-secondary" onClick={() => setConfirming(r.id)}>
                    Restore revision {r.id}
                  </button>
                )}
              </li>
            ))}
          </ol>
          <form className="compare-form" onSubmit={compare} aria-label="Compare revisions">
            <SelectField label="From" name="from" defaultValue={list[list.length > 1 ? 1 : 0]!.id}>
              {revisionOptions}
            </SelectField>
            <SelectField label="To" name="to" defaultValue={LIVE}>
              <option value={LIVE}>What is live now</option>
              {revisionOptions}
            </SelectField>
            <SubmitButton busy={comparing}>Show the changes</SubmitButton>
          </form>
        </>
      )}
      {diffError && (
        <p role="alert" className="form-error">
          {diffError}
        </p>
      )}
      {diff && (
        <figure className="diff">
          <figcaption>{diff.title}</figcaption>
          {diff.lines.every((l) => l.change === 'same') ? (
            <p>No differences.</p>
          ) : (
            <pre>
              {diff.lines.map((l, i) => (
                <span key={i} className={`diff-${l.change}`}>
                  {l.change === 'added' ? (
                    <ins>+ {l.text}</ins>
                  ) : l.change === 'removed' ? (
                    <del>- {l.text}</del>
                  ) : (
                    `  ${l.text}`
                  )}
                  {'\n'}
                </span>
              ))}
            </pre>
          )}
        </figure>
      )}
    </section>
  );
}
