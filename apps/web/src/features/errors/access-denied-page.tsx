import { Link } from 'react-router';
import { PageMeta } from '../../app/page-meta.tsx';

export default function AccessDeniedPage() {
  return (
    <article className="page">
      <PageMeta title="Access Denied" description="This page is for railway staff only." noindex />
      <h1>Access Denied</h1>
      <p>Sorry, this page is only for the railway's staff. If you are one of them, please log in first.</p>
      <p>
        <Link to="/" className="button">
          Go Home
        </Link>
      </p>
    </article>
  );
}
