import { PageMeta } from '../../app/page-meta.tsx';

export default function SendNewsletterPage() {
  return (
    <article className="page">
      <PageMeta title="Send Newsletter" description="Write and send the newsletter." />
      <h1>Send Newsletter</h1>
      <p>This screen is being built.</p>
    </article>
  );
}
