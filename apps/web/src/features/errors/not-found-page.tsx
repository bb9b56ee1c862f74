import { Link } from 'react-router';
import { PageMeta } from '../../app/page-meta.tsx';

export default function NotFoundPage() {
  return (
    <article className="page">
      <PageMeta title="404 Not Found" description="This page does not exist." noindex />
      <h1>404 Not Found</h1>
      <p>We could not find that page. It may have moved, or the address may be mistyped.</p>
      <p>
        <Link to="/" className="button">
          Go Home
        </Link>
      </p>
    </article>
  );
}
