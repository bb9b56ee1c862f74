import { PageMeta } from '../../app/page-meta.tsx';

export default function EventDetailPage() {
  return (
    <article className="page">
      <PageMeta title="Event" description="A history event." />
      <h1>Event</h1>
      <p>This screen is being built.</p>
    </article>
  );
}
