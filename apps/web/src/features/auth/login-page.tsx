import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { api } from '@lmr/shared/api-contract';
import { loginRequest } from '@lmr/shared/schemas';
import { PageMeta } from '../../app/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { callApi } from '../../lib/api-client.ts';
import { Field } from '../../components/ui/form-field.tsx';
import { landingFor } from '../account/api.ts';
import { SecondFactorStep } from '../second-factor/second-factor-step.tsx';
import { showServerError } from './server-errors.ts';
import './auth.css';

type LoginFields = z.input<typeof loginRequest>;

export default function LoginPage() {
  const { feedback, show } = useTimedFeedback();
  const [secondStep, setSecondStep] = useState<{ role: string; next: 'verify' | 'enrol' } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFields, unknown, z.output<typeof loginRequest>>({ resolver: zodResolver(loginRequest) });

  async function onSubmit(body: z.output<typeof loginRequest>) {
    try {
      const { role, secondFactor } = await callApi(api.login, { body });
      // An admin who may go without a second factor is asked on the dashboard's Security section instead.
      if (secondFactor && secondFactor !== 'suggest') return setSecondStep({ role, next: secondFactor });
      show('You are logged in.', 'success');
      // A full load, so every part of the page starts again from the new session.
      window.location.assign(landingFor(role));
    } catch (err) {
      show(showServerError(err, setError), 'error');
    }
  }

  return (
    <article className="page">
      <PageMeta title="Login" description="Volunteers and staff log in here." />
      <h1>Login</h1>
      {secondStep ? (
        <SecondFactorStep next={secondStep.next} onDone={() => window.location.assign(landingFor(secondStep.role))} />
      ) : (
        <>
          <form className="auth-form" method="post" onSubmit={handleSubmit(onSubmit)} noValidate>
            <Field
              label="Email"
              type="email"
              autoComplete="username"
              {...register('email')}
              error={errors.email?.message}
            />
            <Field
              label="Password"
              type="password"
              autoComplete="current-password"
              {...register('password')}
              error={errors.password?.message}
            />
            <button type="submit" className="button" disabled={isSubmitting}>
              Login
            </button>
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
