import { PageMeta } from '../../app/page-meta.tsx';

export default function LoginPage() {
  return (
    <article className="page">
      <PageMeta title="Login" description="Volunteers and staff log in here." />
      <h1>Login</h1>
      <p>This screen is being built.</p>
    </article>
  );
}
