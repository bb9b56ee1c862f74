import { PageMeta } from '../../app/page-meta.tsx';

export default function EventsListPage() {
  return (
    <article className="page">
      <PageMeta title="History Events" description="Manage history events." />
      <h1>History Events</h1>
      <p>This screen is being built.</p>
    </article>
  );
}
