import { PageMeta } from '../../app/page-meta.tsx';

export default function RegisterPage() {
  return (
    <article className="page">
      <PageMeta title="Register" description="Register a new volunteer." />
      <h1>Register</h1>
      <p>This screen is being built.</p>
    </article>
  );
}
