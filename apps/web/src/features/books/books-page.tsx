import { PageMeta } from '../../app/page-meta.tsx';

export default function BooksPage() {
  return (
    <article className="page">
      <PageMeta title="Books" description="Books about the railway, Laxey and its mines, on sale at the station." />
      <h1>Books</h1>
      <p>This screen is being built.</p>
    </article>
  );
}
