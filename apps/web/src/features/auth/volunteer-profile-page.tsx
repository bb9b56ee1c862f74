import { PageMeta } from '../../app/page-meta.tsx';

export default function VolunteerProfilePage() {
  return (
    <article className="page">
      <PageMeta title="Profile" description="Your volunteer profile, files and forms." />
      <h1>Profile</h1>
      <p>This screen is being built.</p>
    </article>
  );
}
