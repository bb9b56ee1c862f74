import { Link } from 'react-router';
import { feedbackMessages } from '@lmr/shared/messages';
import { resetPasswordForm } from '@lmr/shared/accounts';
import { PageOpening } from '../../components/page-opening.tsx';
import { Alert } from '../../components/ui/feedback.tsx';
import { Field, SubmitButton } from '../../components/ui/form-field.tsx';
import { ConfirmIdentityDialog } from '../../components/second-factor/confirm-identity-dialog.tsx';
import { withConfirmation } from '../../lib/confirmed-call.ts';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { resetPassword } from './api.ts';
import { PasswordFields } from '../../components/ui/password-fields.tsx';
import './auth.css';

export default function ResetPasswordPage() {
  const { form, field, submitWith, feedback, busy } = useSchemaForm(resetPasswordForm);
  const onSubmit = submitWith(async ({ email, oldPassword, newPassword }) => {
    // An account with a second factor is asked for it too, when this browser is signed in to it (decision 076).
    await withConfirmation(() => resetPassword({ email, oldPassword, newPassword }));
    form.reset();
    return feedbackMessages.resetPasswordSuccess;
  });

  return (
    <article className="page">
      <PageOpening title="Reset Password" description="Change your password." noindex />
      <form className="auth-form" method="post" onSubmit={onSubmit} noValidate>
        <Field label="Email" type="email" autoComplete="username" {...field('email')} />
        <Field label="Old Password" type="password" autoComplete="current-password" {...field('oldPassword')} />
        <PasswordFields password={field('newPassword')} confirm={field('confirmPassword')} />
        <SubmitButton busy={busy}>Reset Password</SubmitButton>
        <Alert feedback={feedback} />
      </form>
      <ConfirmIdentityDialog />
      <p className="auth-links">
        <Link to="/forgot-password">Forgot your old password?</Link>
      </p>
    </article>
  );
}
