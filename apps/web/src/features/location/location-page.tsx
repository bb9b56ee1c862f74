import { PageMeta } from '../../app/page-meta.tsx';

export default function LocationPage() {
  return (
    <article className="page">
      <PageMeta
        title="Where to Find Us"
        description="How to reach the Laxey Mines Railway in the Valley Gardens, Laxey, by car, bus or tram."
      />
      <h1>Where to Find Us</h1>
      <p>This screen is being built.</p>
    </article>
  );
}
