import { PageMeta } from '../../app/page-meta.tsx';

export default function AddEventPage() {
  return (
    <article className="page">
      <PageMeta title="Add An Event" description="Add a history event." />
      <h1>Add An Event</h1>
      <p>This screen is being built.</p>
    </article>
  );
}
