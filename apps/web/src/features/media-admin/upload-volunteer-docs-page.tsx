import { PageMeta } from '../../app/page-meta.tsx';

export default function UploadVolunteerDocsPage() {
  return (
    <article className="page">
      <PageMeta title="Upload Volunteers Documents" description="Upload documents for volunteers." />
      <h1>Upload Volunteers Documents</h1>
      <p>This screen is being built.</p>
    </article>
  );
}
