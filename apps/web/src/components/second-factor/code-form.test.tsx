import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { secondFactorMessages } from '@lmr/shared/second-factor';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { secondFactorStatus as status } from '../../../test/second-factor.ts';
import { SecondFactorStep } from './second-factor-step.tsx';

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
