import { PageMeta } from '../../app/page-meta.tsx';

export default function UnsubscribePage() {
  return (
    <article className="page">
      <PageMeta title="Unsubscribe from our Newsletter" description="Stop receiving the newsletter." />
      <h1>Unsubscribe from our Newsletter</h1>
      <p>This screen is being built.</p>
    </article>
  );
}
