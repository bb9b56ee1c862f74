import { PageMeta } from '../../app/page-meta.tsx';

export default function HistoryPage() {
  return (
    <article className="page">
      <PageMeta
        title="History"
        description="The history of the Laxey Mines Railway, from the mine engines of 1877 to today."
      />
      <h1>History</h1>
      <p>This screen is being built.</p>
    </article>
  );
}
