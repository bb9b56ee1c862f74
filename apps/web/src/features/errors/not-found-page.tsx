import { Link } from 'react-router';
import { PageMeta } from '../../app/page-meta.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { useSitePage } from '../../lib/site-pages.ts';

function NotFoundPage() {
  const { page } = useSitePage('not-found');
  return (
    <article className="page">
      <PageMeta title="404 Not Found" description={page?.description ?? ''} noindex />
      <h1>404 Not Found</h1>
      <div className="prose" dangerouslySetInnerHTML={{ __html: page?.html ?? '' }} />
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

export default withQueryClient(NotFoundPage);
