import { Link } from 'react-router';
import { feedbackMessages } from '@lmr/shared/messages';
import { forgotPasswordRequest } from '@lmr/shared/accounts';
import { PageOpening } from '../../components/page-opening.tsx';
import { Alert } from '../../components/ui/feedback.tsx';
import { Field, SubmitButton } from '../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { forgotPassword } from './api.ts';
import './auth.css';

export default function ForgotPasswordPage() {
  const { form, field, submitWith, feedback, busy } = useSchemaForm(forgotPasswordRequest, { lasting: true });
  const onSubmit = submitWith(async (body) => {
    await forgotPassword(body);
    form.reset();
    return feedbackMessages.forgotPasswordSent;
  });

  return (
    <article className="page">
      <PageOpening title="Forgot Password" description="Get an e-mail with a link to choose a new password." noindex />
      <p>Enter the e-mail address you log in with. We will send it a link to choose a new password.</p>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <Field label="Email" type="email" autoComplete="username" {...field('email')} />
        <SubmitButton busy={busy}>Send me a link</SubmitButton>
        <Alert feedback={feedback} />
      </form>
      <p className="auth-links">
        <Link to="/login">Back to Login</Link>
      </p>
    </article>
  );
}
