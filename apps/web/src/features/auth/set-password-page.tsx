import { useState } from 'react';
import { Link } from 'react-router';
import { feedbackMessages, validationMessages } from '@lmr/shared/messages';
import { setPasswordForm } from '@lmr/shared/accounts';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert } from '../../components/ui/feedback.tsx';
import { SubmitButton } from '../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { setPassword } from './api.ts';
import { PasswordFields } from '../../components/ui/password-fields.tsx';
import { useSignInSteps } from './use-sign-in-steps.tsx';
import { useLinkFragment } from '../../lib/link-fragment.ts';
import './auth.css';

export default function SetPasswordPage() {
  const token = useLinkFragment('token');
  const [done, setDone] = useState(false);
  const { step, signedIn } = useSignInSteps();
  // Messages stay: a user told that the link expired needs time to read what to do.
  const { field, submitWith, feedback, busy } = useSchemaForm(setPasswordForm, { lasting: true });
  const onSubmit = submitWith(async ({ password }) => {
    signedIn(await setPassword({ token: token ?? '', password }));
    setDone(true);
    return feedbackMessages.passwordSet;
  });

  return (
    <article className="page">
      <PageMeta title="Set Password" description="Choose the password of your account." noindex />
      <h1>Set Password</h1>
      {token === null && <p className="alert alert-error">{validationMessages.linkInvalid}</p>}
      {token && !done && (
        <form className="auth-form" method="post" onSubmit={onSubmit} noValidate>
          <p>Choose the password you will log in with.</p>
          <PasswordFields password={field('password')} confirm={field('confirmPassword')} />
          <SubmitButton busy={busy}>Set Password</SubmitButton>
        </form>
      )}
      <Alert feedback={feedback} />
      {step}
      {!done && (
        <p className="auth-links">
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      )}
    </article>
  );
}
