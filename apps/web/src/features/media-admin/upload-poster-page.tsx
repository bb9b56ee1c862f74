import { PageMeta } from '../../app/page-meta.tsx';

export default function UploadPosterPage() {
  return (
    <article className="page">
      <PageMeta title="Upload Poster" description="Upload the current poster." />
      <h1>Upload Poster</h1>
      <p>This screen is being built.</p>
    </article>
  );
}
