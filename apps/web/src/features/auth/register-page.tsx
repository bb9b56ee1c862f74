import { useQueryClient } from '@tanstack/react-query';
import { limits } from '@lmr/shared/limits';
import { feedbackMessages } from '@lmr/shared/messages';
import { registerRequest } from '@lmr/shared/accounts';
import { PageMeta } from '../../components/page-meta.tsx';
import { ServerConfirmedAdmin } from '../../components/server-confirmed-admin.tsx';
import { Alert } from '../../components/ui/feedback.tsx';
import { Field, SelectField, SubmitButton } from '../../components/ui/form-field.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { AccountsList } from './accounts-list.tsx';
import { accountsQuery, registerAccount } from './api.ts';
import { SecondFactorRule } from '../../components/second-factor/second-factor-rule.tsx';
import './auth.css';

function RegisterForm() {
  const queryClient = useQueryClient();
  const { form, field, submitWith, feedback, busy } = useSchemaForm(registerRequest, {
    defaultValues: { name: '', email: '', role: 'volunteer' },
  });
  const onSubmit = submitWith(async (body) => {
    await registerAccount(body);
    form.reset();
    await queryClient.invalidateQueries({ queryKey: accountsQuery.queryKey });
    return feedbackMessages.registerSuccess;
  });

  return (
    <form className="auth-form" method="post" onSubmit={onSubmit} noValidate>
      <p>The new volunteer gets an e-mail with a link, valid for 72 hours, to choose a password.</p>
      <Field label="Name" autoComplete="off" limit={{ max: limits.nameMax }} {...field('name')} />
      <Field label="Email" type="email" autoComplete="off" {...field('email')} />
      <SelectField label="Role" {...field('role')}>
        <option value="volunteer">Volunteer</option>
        <option value="admin">Admin</option>
      </SelectField>
      <SubmitButton busy={busy}>Register</SubmitButton>
      <Alert feedback={feedback} />
    </form>
  );
}

function RegisterPage() {
  return (
    <article className="page">
      <PageMeta title="Register" description="Register a new volunteer." noindex />
      <h1>Register</h1>
      <ServerConfirmedAdmin>
        <RegisterForm />
        <AccountsList />
        <SecondFactorRule />
      </ServerConfirmedAdmin>
    </article>
  );
}

export default withQueryClient(RegisterPage);
