import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { feedbackMessages, validationMessages } from '@lmr/shared/messages';
import { secondFactorMessages } from '@lmr/shared/second-factor';
import { asAdmin, fakeServer, json } from '../../../test/fake-server.ts';
import { dialogNamed, refusedFirst, secondFactorStatus } from '../../../test/second-factor.ts';
import LoginPage from './login-page.tsx';
import RegisterPage from './register-page.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

const inRouter = (page: React.ReactNode) => render(<MemoryRouter>{page}</MemoryRouter>);

describe('the login form', () => {
  it('names each missing field, and shows the server’s refusal in its alert without leaving the page', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({
      'POST /api/login': () =>
        json({ error: { code: 'invalid_credentials', message: feedbackMessages.loginFailed } }, 401),
    });
    inRouter(<LoginPage />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(validationMessages.emailRequired);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(validationMessages.passwordRequired);
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText('Email'), 'Rhona@Example.org');
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(feedbackMessages.loginFailed);
    expect(calls).toEqual([
      { call: 'POST /api/login', body: { email: 'rhona@example.org', password: 'not-the-password' } },
    ]);
  });
});

describe('the reset password form', () => {
  it('shows the password rule before anyone types, refuses a confirmation that differs, and says when it worked', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({ 'POST /api/reset-password': () => json({ message: 'Done.' }) });
    inRouter(<ResetPasswordPage />);
    const rule = screen.getByRole('list', { name: 'What this field needs' });
    expect(
      within(rule)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '○ 8 to 128 characters: not yet',
      '○ a lowercase letter: not yet',
      '○ an uppercase letter: not yet',
      '○ a number: not yet',
    ]);
    await user.type(screen.getByLabelText('Email'), 'rhona@example.org');
    await user.type(screen.getByLabelText('Old Password'), 'old');
    await user.type(screen.getByLabelText(/^New Password/), 'Laxey1854');
    expect(
      within(rule)
        .getAllByRole('listitem')
        .every((li) => li.textContent?.startsWith('✓')),
    ).toBe(true);
    await user.type(screen.getByLabelText('Confirm Password'), 'Laxey1855');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      validationMessages.passwordsDoNotMatch,
    );
    expect(calls).toEqual([]);

    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'Laxey1854');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(feedbackMessages.resetPasswordSuccess)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        call: 'POST /api/reset-password',
        body: { email: 'rhona@example.org', oldPassword: 'old', newPassword: 'Laxey1854' },
      },
    ]);
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('asks only for a second factor before changing the password of an account that has one', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({
      'GET /api/second-factor': secondFactorStatus({ passkeys: [], authenticator: true }),
      'POST /api/reset-password': refusedFirst(
        'second_factor_confirmation_required',
        secondFactorMessages.factorConfirmationRequired,
        () => json({ message: feedbackMessages.resetPasswordSuccess }),
      ),
      'POST /api/confirm-identity': () => new Response(null, { status: 204 }),
    });
    inRouter(<ResetPasswordPage />);
    await user.type(screen.getByLabelText('Email'), 'rhona@example.org');
    await user.type(screen.getByLabelText('Old Password'), 'Rhona-Passw0rd-1');
    await user.type(screen.getByLabelText(/^New Password/), 'Rhona-Passw0rd-2');
    await user.type(screen.getByLabelText('Confirm Password'), 'Rhona-Passw0rd-2');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    const dialog = await dialogNamed('Confirm it is you');
    await user.type(await within(dialog).findByLabelText('Code from your authenticator app'), '123456');
    expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { hidden: true, name: 'Confirm code' }));
    expect(await screen.findByText(feedbackMessages.resetPasswordSuccess)).toBeInTheDocument();
    expect(calls.map((c) => c.call)).toEqual([
      'POST /api/reset-password',
      'GET /api/second-factor',
      'POST /api/confirm-identity',
      'POST /api/reset-password',
    ]);
    expect(calls[2]!.body).toEqual({ method: 'authenticator', code: '123456' });
  });
});

describe('the register form', () => {
  it('shows the name limit up front, and puts the server’s message for a taken address under Email', async () => {
    const user = userEvent.setup();
    fakeServer({
      ...asAdmin,
      'GET /api/accounts': () => json([]),
      'POST /api/register': () =>
        json(
          {
            error: {
              code: 'email_taken',
              message: feedbackMessages.emailTaken,
              fields: { email: feedbackMessages.emailTaken },
            },
          },
          409,
        ),
    });
    inRouter(<RegisterPage />);
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveAccessibleDescription('At most 200 characters. 0 characters so far.');
    await user.type(name, 'Rhona');
    expect(name).toHaveAccessibleDescription('At most 200 characters. 5 characters so far.');
    await user.type(screen.getByLabelText('Email'), 'rhona@example.org');
    await user.selectOptions(screen.getByLabelText('Role'), 'Admin');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(feedbackMessages.emailTaken);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(feedbackMessages.emailTaken);
  });
});
