import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { supporterPageWords as w } from '@lmr/shared/supporter-words';
import { PageMeta } from '../../components/page-meta.tsx';
import { Field, SubmitButton } from '../../components/ui/form-field.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { supporterSearchQuery } from './api.ts';

/** Finds supporters by name or e-mail (issue 29): an e-mail finds a person who gave, booked, volunteered or subscribed. */
function AdminSupportersPage() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const { data, isFetching } = useQuery(supporterSearchQuery(q));
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };
  return (
    <article className="page">
      <PageMeta title={w.adminTitle} description="One record per supporter." noindex />
      <h1>{w.adminTitle}</h1>
      <form className="card-panel" role="search" onSubmit={search}>
        <Field label={w.search} value={typed} onChange={(e) => setTyped(e.target.value)} />
        <SubmitButton busy={isFetching}>{w.searchButton}</SubmitButton>
      </form>
      {data &&
        (data.supporters.length === 0 ? (
          <p>{w.noneFound}</p>
        ) : (
          <ul>
            {data.supporters.map((s) => (
              <li key={s.id}>
                <Link to={`/admin/supporters/${s.id}`}>{s.name || w.noName}</Link> {s.emails.join(', ')}
              </li>
            ))}
          </ul>
        ))}
    </article>
  );
}

export default withQueryClient(AdminSupportersPage);
