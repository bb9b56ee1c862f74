import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { type DiffLine, type SiteRevision, siteDiffQuery, siteRevisionParams } from '@lmr/shared/site-content';
import { ApiError } from '../../lib/api-client.ts';
import { SelectField, SubmitButton } from '../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { revisionDiff, revisionsQuery } from './api.ts';

const when = (at: string) =>
  new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

const LIVE = 'live';

/** The two revisions to compare, checked as the server checks the diff's address and query: "to" may be what is live. */
const compareSchema = z.object({
  from: siteRevisionParams.shape.id,
  to: z.preprocess((to) => (to === LIVE ? undefined : to), siteDiffQuery.shape.against),
});

/** Every publish of an item: who and when, what changed between any two, and a restore for each. */
export function RevisionHistory({ itemKey, onRestore }: { itemKey: string; onRestore: (id: number) => void }) {
  const revisions = useQuery(revisionsQuery(itemKey));
  const [diff, setDiff] = useState<{ title: string; lines: DiffLine[] } | null>(null);
  const [diffError, setDiffError] = useState('');
  const [confirming, setConfirming] = useState<number | null>(null);
  const list = revisions.data ?? [];

  const compare = async ({ from, to }: z.output<typeof compareSchema>) => {
    setDiffError('');
    try {
      const lines = await revisionDiff(itemKey, from, to);
      setDiff({ title: `Changes from revision ${from} to ${to ? `revision ${to}` : 'what is live'}`, lines });
    } catch (err) {
      setDiffError(err instanceof ApiError ? err.message : 'The changes could not be loaded.');
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
          <CompareForm list={list} compare={compare} />
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
                  ) : l.change === 'changed' ? (
                    <mark>~ {l.text}</mark>
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

/** Which two revisions to compare: from the one before the latest, to what is live, unless chosen otherwise. */
function CompareForm({
  list,
  compare,
}: {
  list: SiteRevision[];
  compare: (revisions: z.output<typeof compareSchema>) => Promise<void>;
}) {
  const { form, field, busy } = useSchemaForm(compareSchema, {
    defaultValues: { from: String(list[list.length > 1 ? 1 : 0]!.id), to: LIVE },
  });
  const revisionOptions = list.map((r) => (
    <option key={r.id} value={r.id}>
      Revision {r.id}
    </option>
  ));
  return (
    <form className="compare-form" onSubmit={form.handleSubmit(compare)} aria-label="Compare revisions" noValidate>
      <SelectField label="From" {...field('from')}>
        {revisionOptions}
      </SelectField>
      <SelectField label="To" {...field('to')}>
        <option value={LIVE}>What is live now</option>
        {revisionOptions}
      </SelectField>
      <SubmitButton busy={busy}>Show the changes</SubmitButton>
    </form>
  );
}
