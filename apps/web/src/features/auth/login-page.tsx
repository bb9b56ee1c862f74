import { Link } from 'react-router';
import { loginRequest } from '@lmr/shared/accounts';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert } from '../../components/ui/feedback.tsx';
import { Field, SubmitButton } from '../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { login } from './api.ts';
import { useSignInSteps } from './use-sign-in-steps.tsx';
import './auth.css';

export default function LoginPage() {
  const { step, signedIn } = useSignInSteps();
  const { field, submitWith, feedback, busy } = useSchemaForm(loginRequest);
  const onSubmit = submitWith(async (body) => {
    signedIn(await login(body));
    return 'You are logged in.';
  });

  return (
    <article className="page">
      <PageMeta title="Login" description="Volunteers and staff log in here." />
      <h1>Login</h1>
      {step || (
        <>
          <form className="auth-form" method="post" onSubmit={onSubmit} noValidate>
            <Field label="Email" type="email" autoComplete="username" {...field('email')} />
            <Field label="Password" type="password" autoComplete="current-password" {...field('password')} />
            <SubmitButton busy={busy}>Login</SubmitButton>
            <Alert feedback={feedback} />
          </form>
          <p className="auth-links">
            <Link to="/forgot-password">Forgot password?</Link>
            <Link to="/reset-password">Change your password</Link>
          </p>
        </>
      )}
    </article>
  );
}
