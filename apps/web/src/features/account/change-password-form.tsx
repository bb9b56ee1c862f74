import { changeOwnPasswordForm } from '@lmr/shared/account-self';
import { accountSelfRoutes } from '@lmr/shared/account-self-routes';
import { feedbackMessages } from '@lmr/shared/messages';
import { Alert } from '../../components/ui/feedback.tsx';
import { Field, SubmitButton } from '../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { callApi } from '../../lib/api-client.ts';
import { withConfirmation } from '../../lib/confirmed-call.ts';
import { PasswordFields } from '../../components/ui/password-fields.tsx';
import './account.css';

/** Changing one's own password while signed in: the session says whose, so no e-mail is asked. */
export function ChangePasswordForm() {
  const { form, field, submitWith, feedback, busy } = useSchemaForm(changeOwnPasswordForm);
  const onSubmit = submitWith(async ({ oldPassword, newPassword }) => {
    // An account with a second factor is asked for it too (decision 076), by the Security section's dialog.
    await withConfirmation(() => callApi(accountSelfRoutes.changeOwnPassword, { body: { oldPassword, newPassword } }));
    form.reset();
    return feedbackMessages.resetPasswordSuccess;
  });
  return (
    <section aria-labelledby="password-heading">
      <h2 id="password-heading">Change password</h2>
      <form className="password-form" method="post" onSubmit={onSubmit} noValidate>
        <Field label="Old Password" type="password" autoComplete="current-password" {...field('oldPassword')} />
        <PasswordFields password={field('newPassword')} confirm={field('confirmPassword')} />
        <SubmitButton busy={busy}>Change password</SubmitButton>
        <Alert feedback={feedback} />
      </form>
    </section>
  );
}
