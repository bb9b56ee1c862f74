import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { auditRefused } from '@lmr/shared/audit-words';
import { PageMeta } from '../../components/page-meta.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { type AuditFilters, auditQuery } from './api.ts';
import { auditQuery as auditQueryRule } from '@lmr/shared/audit';
import { Field, SubmitButton } from '../../components/ui/form-field.tsx';
import { blankIsUnset } from '../../components/ui/form-values.ts';
import { maxLengthOf } from '../../components/ui/schema-limits.ts';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import './audit.css';

/** The filter form: the shared query's filters, an empty field being no filter. */
const filterForm = z.object({
  q: blankIsUnset(auditQueryRule.shape.q),
  from: blankIsUnset(auditQueryRule.shape.from),
  to: blankIsUnset(auditQueryRule.shape.to),
});

const when = (at: string) =>
  new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/London' });

/** Every admin action, newest first: read and searched here, changed nowhere. */
function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const { form, field } = useSchemaForm(filterForm, { defaultValues: { q: '', from: '', to: '' } });
  const log = useInfiniteQuery(auditQuery(filters));
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  const fieldErrors = log.error instanceof ApiError ? log.error.fields : {};

  // A filter's message: the form's own before sending, else the server's refusal of it.
  const filter = (name: keyof AuditFilters) => {
    const binding = field(name);
    return { ...binding, error: binding.error ?? fieldErrors[name] };
  };

  return (
    <article className="page audit-log">
      <PageMeta
        title="Audit log"
        description="Every change made by an admin: who, what, when and from where."
        noindex
      />
      <h1>Audit log</h1>
      <p>Every change made by an admin, newest first. Nobody can change or remove an entry.</p>
      <form
        className="audit-filters"
        onSubmit={form.handleSubmit((values) => setFilters(values))}
        role="search"
        aria-label="Filter the audit log"
      >
        <Field
          label="Words (person, action, event, address)"
          type="search"
          maxLength={maxLengthOf(auditQueryRule, 'q')}
          {...filter('q')}
        />
        <Field label="From" type="date" {...filter('from')} />
        <Field label="To" type="date" {...filter('to')} />
        <SubmitButton busy={log.isFetching && !log.isFetchingNextPage}>Search</SubmitButton>
      </form>
      {log.isError && (
        <p role="alert" className="form-error">
          {log.error.message}
        </p>
      )}
      {log.isPending && <p role="status">Loading the audit log…</p>}
      {log.isSuccess && entries.length === 0 && <p>No entries match.</p>}
      <ol className="audit-entries">
        {entries.map((entry) => (
          <li key={entry.id} className="audit-entry">
            <p className="audit-what">
              <strong>{entry.actorName}</strong> {entry.action}
              {entry.details && <>: {entry.details}</>}
              {entry.status >= 400 && <> ({auditRefused})</>}
            </p>
            <p className="audit-meta">
              {/* A change no person made (a payment provider's webhook) has a name but no e-mail address. */}
              <time dateTime={entry.at}>{when(entry.at)}</time>
              {entry.actorEmail && <> · {entry.actorEmail}</>} · from {entry.ip}
            </p>
          </li>
        ))}
      </ol>
      {log.hasNextPage && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void log.fetchNextPage()}
          disabled={log.isFetchingNextPage}
        >
          {log.isFetchingNextPage ? 'Loading…' : 'Show older entries'}
        </button>
      )}
    </article>
  );
}

export default withQueryClient(AuditLogPage);
