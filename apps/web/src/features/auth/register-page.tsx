import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { api } from '@lmr/shared/api-contract';
import { limits } from '@lmr/shared/limits';
import { feedbackMessages } from '@lmr/shared/messages';
import { registerRequest } from '@lmr/shared/schemas';
import { PageMeta } from '../../app/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { callApi } from '../../lib/api-client.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { SecondFactorRule } from '../second-factor/second-factor-rule.tsx';
import { AccountsList, accountsKey } from './accounts-list.tsx';
import { ServerConfirmedAdmin } from './server-confirmed-admin.tsx';
import { Field } from '../../components/ui/form-field.tsx';
import { showServerError } from './server-errors.ts';
import './auth.css';

type Fields = z.input<typeof registerRequest>;

function RegisterForm() {
  const roleId = useId();
  const queryClient = useQueryClient();
  const { feedback, show } = useTimedFeedback();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Fields, unknown, z.output<typeof registerRequest>>({
    resolver: zodResolver(registerRequest),
    defaultValues: { name: '', email: '', role: 'volunteer' },
  });

  async function onSubmit(body: z.output<typeof registerRequest>) {
    try {
      await callApi(api.register, { body });
      reset();
      show(feedbackMessages.registerSuccess, 'success');
      await queryClient.invalidateQueries({ queryKey: accountsKey });
    } catch (err) {
      show(showServerError(err, setError), 'error');
    }
  }

  return (
    <form className="auth-form" method="post" onSubmit={handleSubmit(onSubmit)} noValidate>
      <p>The new volunteer gets an e-mail with a link, valid for 72 hours, to choose a password.</p>
      <Field
        label="Name"
        autoComplete="off"
        limit={{ max: limits.nameMax }}
        {...register('name')}
        error={errors.name?.message}
      />
      <Field label="Email" type="email" autoComplete="off" {...register('email')} error={errors.email?.message} />
      <div className="field">
        <label htmlFor={roleId}>Role</label>
        <select id={roleId} {...register('role')}>
          <option value="volunteer">Volunteer</option>
          <option value="admin">Admin</option>
        </select>
      </div>
      <button type="submit" className="button" disabled={isSubmitting}>
        Register
      </button>
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
