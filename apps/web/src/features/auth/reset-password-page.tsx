import { PageMeta } from '../../app/page-meta.tsx';

export default function ResetPasswordPage() {
  return (
    <article className="page">
      <PageMeta title="Reset Password" description="Change your password." />
      <h1>Reset Password</h1>
      <p>This screen is being built.</p>
    </article>
  );
}
