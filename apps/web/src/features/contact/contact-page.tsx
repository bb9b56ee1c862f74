import { PageMeta } from '../../app/page-meta.tsx';

export default function ContactPage() {
  return (
    <article className="page">
      <PageMeta title="Contact" description="Send a message to the volunteers of the Laxey Mines Railway." />
      <h1>Contact</h1>
      <p>This screen is being built.</p>
    </article>
  );
}
