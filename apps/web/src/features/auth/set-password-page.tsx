import { zodResolver } from '@hookform/resolvers/zod';
import { useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { api } from '@lmr/shared/api-contract';
import { feedbackMessages, validationMessages } from '@lmr/shared/messages';
import { setPasswordForm } from '@lmr/shared/schemas';
import { PageMeta } from '../../app/page-meta.tsx';
import { Alert, type Feedback } from '../../components/ui/feedback.tsx';
import { callApi } from '../../lib/api-client.ts';
import { passwordRuleParts } from '@lmr/shared/validation';
import { Field } from '../../components/ui/form-field.tsx';
import { showServerError } from './server-errors.ts';
import './auth.css';

type Fields = z.input<typeof setPasswordForm>;

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/**
 * The token of an e-mailed link, from the fragment, which browsers never send to a server (so no log
 * holds it). Undefined while prerendering and hydrating, null when the link carries none.
 */
function useLinkToken(): string | null | undefined {
  return useSyncExternalStore(
    subscribeToHash,
    () => new URLSearchParams(window.location.hash.slice(1)).get('token'),
    () => undefined,
  );
}

export default function SetPasswordPage() {
  const token = useLinkToken();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Fields, unknown, z.output<typeof setPasswordForm>>({ resolver: zodResolver(setPasswordForm) });

  async function onSubmit({ password }: z.output<typeof setPasswordForm>) {
    try {
      await callApi(api.setPassword, { body: { token, password } });
      setDone(true);
      setFeedback({ text: feedbackMessages.passwordSet, type: 'success' });
    } catch (err) {
      // Messages stay: a user told that the link expired needs time to read what to do.
      setFeedback({ text: showServerError(err, setError), type: 'error' });
    }
  }

  return (
    <article className="page">
      <PageMeta title="Set Password" description="Choose the password of your account." noindex />
      <h1>Set Password</h1>
      {token === null && <p className="alert alert-error">{validationMessages.linkInvalid}</p>}
      {token && !done && (
        <form className="auth-form" method="post" onSubmit={handleSubmit(onSubmit)} noValidate>
          <p>Choose the password you will log in with.</p>
          <Field
            label="New Password"
            type="password"
            autoComplete="new-password"
            rules={passwordRuleParts}
            {...register('password')}
            error={errors.password?.message}
          />
          <Field
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            {...register('confirmPassword')}
            error={errors.confirmPassword?.message}
          />
          <button type="submit" className="button" disabled={isSubmitting}>
            Set Password
          </button>
        </form>
      )}
      <Alert feedback={feedback} />
      <p className="auth-links">
        {done ? (
          <Link to="/login" className="button">
            Go to Login
          </Link>
        ) : (
          <Link to="/forgot-password">Ask for a new link</Link>
        )}
      </p>
    </article>
  );
}
