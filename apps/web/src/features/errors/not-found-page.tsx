import { Link } from 'react-router';
import notFound from '@content/pages/not-found.md';
import { PageMeta } from '../../app/page-meta.tsx';

export default function NotFoundPage() {
  return (
    <article className="page">
      <PageMeta title="404 Not Found" description={notFound.description} noindex />
      <h1>404 Not Found</h1>
      <div className="prose" dangerouslySetInnerHTML={{ __html: notFound.html }} />
      <p className="actions">
        <Link to="/" className="button">
          Go Home
        </Link>
        <Link to="/location" className="button button-secondary">
          Where to find us
        </Link>
      </p>
    </article>
  );
}
