import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '@lmr/shared/messages';
import { secondFactorMessages } from '@lmr/shared/second-factor';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { dialogNamed, refusedFirst, secondFactorStatus as status } from '../../../test/second-factor.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { SecuritySection } from './security-section.tsx';

const Security = withQueryClient(SecuritySection);

describe('the confirm-identity dialog', () => {
  it('asks for the password, a passkey or a code when a change needs it, then makes the change', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({
      'GET /api/second-factor': status({ passkeys: [{ id: 'pk1', name: 'Work laptop' }], authenticator: true }),
      'GET /api/sessions': () => json([]),
      'DELETE /api/second-factor/passkeys/pk1': refusedFirst(
        'confirmation_required',
        secondFactorMessages.confirmationRequired,
        () => new Response(null, { status: 204 }),
      ),
      'POST /api/confirm-identity': (body) =>
        (body as { password: string }).password === 'Right-Passw0rd'
          ? new Response(null, { status: 204 })
          : json({ error: { code: 'password_wrong', message: secondFactorMessages.passwordWrong } }, 400),
    });
    render(<Security />);
    await user.click(await screen.findByRole('button', { name: 'Remove passkey Work laptop' }));
    await user.click(
      within(await dialogNamed('Confirm Action')).getByRole('button', { hidden: true, name: 'Confirm' }),
    );

    const dialog = await dialogNamed('Confirm it is you');
    expect(await within(dialog).findByRole('button', { hidden: true, name: 'Use my passkey' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Code from your authenticator app')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Your password'), 'Wrong-Passw0rd');
    await user.click(within(dialog).getByRole('button', { hidden: true, name: 'Confirm with password' }));
    expect(await within(dialog).findByText(secondFactorMessages.passwordWrong)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'Right-Passw0rd');
    await user.click(within(dialog).getByRole('button', { hidden: true, name: 'Confirm with password' }));

    expect(await screen.findByText('Passkey removed.')).toBeInTheDocument();
    expect(screen.queryByText('Confirm it is you', { selector: 'dialog h2' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.call !== 'GET /api/second-factor' && c.call !== 'GET /api/sessions')).toEqual([
      { call: 'DELETE /api/second-factor/passkeys/pk1', body: undefined },
      { call: 'POST /api/confirm-identity', body: { method: 'password', password: 'Wrong-Passw0rd' } },
      { call: 'POST /api/confirm-identity', body: { method: 'password', password: 'Right-Passw0rd' } },
      { call: 'DELETE /api/second-factor/passkeys/pk1', body: undefined },
    ]);
  });

  /** Asks for new recovery codes, which the server refuses until it is confirmed who is there: the dialog. */
  async function askedWhenMakingNewCodes(user: UserEvent) {
    const calls = fakeServer({
      'GET /api/second-factor': status({ passkeys: [], authenticator: true }),
      'GET /api/sessions': () => json([]),
      'POST /api/second-factor/recovery-codes': refusedFirst(
        'confirmation_required',
        secondFactorMessages.confirmationRequired,
        () => json({ recoveryCodes: [] }),
      ),
    });
    render(<Security />);
    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    await user.click(
      within(await dialogNamed('Confirm Action')).getByRole('button', { hidden: true, name: 'Confirm' }),
    );
    return { calls, dialog: await dialogNamed('Confirm it is you') };
  }

  it('leaves the change unmade, and says why, when the person cancels', async () => {
    const user = userEvent.setup();
    const { calls, dialog } = await askedWhenMakingNewCodes(user);
    await user.click(within(dialog).getByRole('button', { hidden: true, name: 'Cancel' }));
    expect(await screen.findByText(secondFactorMessages.confirmationRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.call === 'POST /api/second-factor/recovery-codes')).toHaveLength(1);
  });

  it("says the shared rule's words for a password left empty, and sends nothing", async () => {
    const user = userEvent.setup();
    const { calls, dialog } = await askedWhenMakingNewCodes(user);
    await user.click(within(dialog).getByRole('button', { hidden: true, name: 'Confirm with password' }));

    expect(await within(dialog).findByText(validationMessages.passwordRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.call === 'POST /api/confirm-identity')).toEqual([]);
  });
});
