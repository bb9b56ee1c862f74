import { useState } from 'react';
import { Link } from 'react-router';
import { loginRequest } from '@lmr/shared/accounts';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert } from '../../components/ui/feedback.tsx';
import { Field, SubmitButton } from '../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { SecondFactorStep } from '../../components/second-factor/second-factor-step.tsx';
import { landingFor, login } from './api.ts';
import './auth.css';

export default function LoginPage() {
  const [secondStep, setSecondStep] = useState<{ role: string; next: 'verify' | 'enrol' } | null>(null);
  const { field, submitWith, feedback, busy } = useSchemaForm(loginRequest);
  const onSubmit = submitWith(async (body) => {
    const { role, secondFactor } = await login(body);
    // An admin who may go without a second factor is asked on the dashboard's Security section instead.
    if (secondFactor && secondFactor !== 'suggest') return setSecondStep({ role, next: secondFactor });
    // A full load, so every part of the page starts again from the new session.
    window.location.assign(landingFor(role));
    return 'You are logged in.';
  });

  return (
    <article className="page">
      <PageMeta title="Login" description="Volunteers and staff log in here." />
      <h1>Login</h1>
      {secondStep ? (
        <SecondFactorStep next={secondStep.next} onDone={() => window.location.assign(landingFor(secondStep.role))} />
      ) : (
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
