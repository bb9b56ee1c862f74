import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validationMessages } from '@lmr/shared/messages';
import { secondFactorMessages } from '@lmr/shared/second-factor';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { dialogNamed, refusedFirst, secondFactorStatus as status } from '../../../test/second-factor.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { SecuritySection } from './security-section.tsx';
import { SecondFactorStep } from './second-factor-step.tsx';

const Security = withQueryClient(SecuritySection);

afterEach(() => vi.unstubAllGlobals());

function showStep() {
  const onDone = vi.fn();
  const calls = fakeServer({
    'GET /api/second-factor': status({ passkeys: [], authenticator: true }),
    'POST /api/second-factor/totp/verify': () => new Response(null, { status: 204 }),
    'POST /api/second-factor/recovery-code/verify': () => json({ recoveryCodesLeft: 9 }),
  });
  render(<SecondFactorStep next="verify" onDone={onDone} />);
  const sent = () => calls.filter((c) => c.call.startsWith('POST'));
  return { onDone, sent };
}

describe('a code typed at the second factor', () => {
  it("says the shared schema's words for a code it cannot take, and sends nothing", async () => {
    const user = userEvent.setup();
    const { sent } = showStep();
    await user.type(screen.getByLabelText('Code from your authenticator app'), '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText(secondFactorMessages.codeFormat)).toBeInTheDocument();
    expect(screen.getByLabelText('Code from your authenticator app')).toHaveAccessibleDescription(
      secondFactorMessages.codeFormat,
    );

    await user.click(screen.getByRole('button', { name: 'Use recovery code' }));
    expect(await screen.findByText(secondFactorMessages.recoveryCodeRequired)).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('sends a good code as the shared request takes it, trimmed, and moves on', async () => {
    const user = userEvent.setup();
    const { onDone, sent } = showStep();
    await user.type(screen.getByLabelText('Code from your authenticator app'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent()).toEqual([{ call: 'POST /api/second-factor/totp/verify', body: { code: '123456' } }]);
  });
});

describe('the password typed to confirm it is you', () => {
  it("says the shared rule's words when it is left empty, and sends nothing", async () => {
    const user = userEvent.setup();
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
    const dialog = await dialogNamed('Confirm it is you');
    await user.click(within(dialog).getByRole('button', { hidden: true, name: 'Confirm with password' }));

    expect(await within(dialog).findByText(validationMessages.passwordRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.call === 'POST /api/confirm-identity')).toEqual([]);
  });
});
