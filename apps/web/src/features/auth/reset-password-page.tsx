import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { api } from '@lmr/shared/api-contract';
import { feedbackMessages } from '@lmr/shared/messages';
import { resetPasswordForm } from '@lmr/shared/schemas';
import { PageMeta } from '../../app/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { callApi } from '../../lib/api-client.ts';
import { passwordRuleParts } from '@lmr/shared/validation';
import { Field } from '../../components/ui/form-field.tsx';
import { showServerError } from './server-errors.ts';
import './auth.css';

type Fields = z.input<typeof resetPasswordForm>;

export default function ResetPasswordPage() {
  const { feedback, show } = useTimedFeedback();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Fields, unknown, z.output<typeof resetPasswordForm>>({ resolver: zodResolver(resetPasswordForm) });

  async function onSubmit({ email, oldPassword, newPassword }: z.output<typeof resetPasswordForm>) {
    try {
      await callApi(api.resetPassword, { body: { email, oldPassword, newPassword } });
      reset();
      show(feedbackMessages.resetPasswordSuccess, 'success');
    } catch (err) {
      show(showServerError(err, setError), 'error');
    }
  }

  return (
    <article className="page">
      <PageMeta title="Reset Password" description="Change your password." noindex />
      <h1>Reset Password</h1>
      <form className="auth-form" method="post" onSubmit={handleSubmit(onSubmit)} noValidate>
        <Field
          label="Email"
          type="email"
          autoComplete="username"
          {...register('email')}
          error={errors.email?.message}
        />
        <Field
          label="Old Password"
          type="password"
          autoComplete="current-password"
          {...register('oldPassword')}
          error={errors.oldPassword?.message}
        />
        <Field
          label="New Password"
          type="password"
          autoComplete="new-password"
          rules={passwordRuleParts}
          {...register('newPassword')}
          error={errors.newPassword?.message}
        />
        <Field
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <button type="submit" className="button" disabled={isSubmitting}>
          Reset Password
        </button>
        <Alert feedback={feedback} />
      </form>
      <p className="auth-links">
        <Link to="/forgot-password">Forgot your old password?</Link>
      </p>
    </article>
  );
}
