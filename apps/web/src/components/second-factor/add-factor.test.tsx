import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { AddFactor } from './add-factor.tsx';

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** A browser whose passkey prompt says yes at once, as a person touching their security key would. */
function browserWithPasskeys() {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  const credential = {
    id: 'Y3JlZA',
    rawId: bytes('cred'),
    type: 'public-key',
    authenticatorAttachment: 'cross-platform',
    getClientExtensionResults: () => ({}),
    response: {
      clientDataJSON: bytes('{}'),
      attestationObject: bytes('attestation'),
      getTransports: () => ['usb'],
    },
  };
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: { create: vi.fn(async () => credential) },
  });
}

const registrationOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { name: 'Laxey Mines Railway', id: 'localhost' },
  user: { id: 'dXNlcg', name: 'ann@example.org', displayName: 'Ann' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
};

describe('adding a passkey', () => {
  it('checks the passkey’s name with the server’s schema before asking the browser, and calls an unnamed one "Passkey"', async () => {
    const user = userEvent.setup();
    browserWithPasskeys();
    const calls = fakeServer({
      'POST /api/second-factor/passkeys/options': () => json(registrationOptions),
      'POST /api/second-factor/passkeys': () => json({ recoveryCodes: undefined }, 201),
    });
    const onAdded = vi.fn();
    render(<AddFactor onAdded={onAdded} />);
    const name = screen.getByLabelText(/Name of the passkey/);
    // More than the field lets anyone type, as a script or an old browser might send.
    fireEvent.change(name, { target: { value: 'x'.repeat(61) } });
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('At most 60 characters (this has 61)')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Passkey added.')).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'POST /api/second-factor/passkeys')?.body).toMatchObject({ name: 'Passkey' });
    expect(onAdded).toHaveBeenCalled();

    await user.type(name, ' Work laptop ');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.call === 'POST /api/second-factor/passkeys').at(-1)?.body).toMatchObject({
        name: 'Work laptop',
      }),
    );
  });
});
