import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { api } from '@lmr/shared/api-contract';
import { feedbackMessages } from '@lmr/shared/messages';
import { forgotPasswordRequest } from '@lmr/shared/schemas';
import { PageMeta } from '../../app/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { callApi } from '../../lib/api-client.ts';
import { Field } from '../../components/ui/form-field.tsx';
import { showServerError } from './server-errors.ts';
import './auth.css';

type Fields = z.input<typeof forgotPasswordRequest>;

export default function ForgotPasswordPage() {
  const { feedback, show } = useTimedFeedback();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Fields, unknown, z.output<typeof forgotPasswordRequest>>({
    resolver: zodResolver(forgotPasswordRequest),
  });

  async function onSubmit(body: z.output<typeof forgotPasswordRequest>) {
    try {
      await callApi(api.forgotPassword, { body });
      reset();
      setSent(true);
    } catch (err) {
      setSent(false);
      show(showServerError(err, setError), 'error');
    }
  }

  return (
    <article className="page">
      <PageMeta title="Forgot Password" description="Get an e-mail with a link to choose a new password." noindex />
      <h1>Forgot Password</h1>
      <p>Enter the e-mail address you log in with. We will send it a link to choose a new password.</p>
      <form className="auth-form" onSubmit={handleSubmit(onSubmit)} noValidate>
        <Field
          label="Email"
          type="email"
          autoComplete="username"
          {...register('email')}
          error={errors.email?.message}
        />
        <button type="submit" className="button" disabled={isSubmitting}>
          Send me a link
        </button>
        {sent ? (
          <div role="status" className="alert-region">
            <p className="alert alert-success">{feedbackMessages.forgotPasswordSent}</p>
          </div>
        ) : (
          <Alert feedback={feedback} />
        )}
      </form>
      <p className="auth-links">
        <Link to="/login">Back to Login</Link>
      </p>
    </article>
  );
}
