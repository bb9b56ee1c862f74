import { useState } from 'react';
import { z } from 'zod';
import { Alert, useTimedFeedback } from '../ui/feedback.tsx';
import { addPasskeyRequest } from '@lmr/shared/second-factor';
import { Field } from '../ui/form-field.tsx';
import { maxLengthOf } from '../ui/schema-limits.ts';
import { useSchemaForm } from '../ui/use-schema-form.ts';
import { CodeForm } from './code-form.tsx';
import { addPasskey, confirmAuthenticator, startAuthenticatorSetup } from './api.ts';
import { failureMessage } from './failure-message.ts';

interface AddFactorProps {
  /** Called once a factor is added, with the recovery codes when these were the account's first. */
  onAdded: (recoveryCodes: string[] | undefined) => void;
  /** Whether the account already has an authenticator app (there is room for one). */
  hasAuthenticator?: boolean;
}

type Setup = Awaited<ReturnType<typeof startAuthenticatorSetup>>;

/** The passkey's name as the shared request takes it; one left empty is called "Passkey". */
const passkeyForm = z.object({
  name: z
    .string()
    .transform((name) => name.trim() || 'Passkey')
    .pipe(addPasskeyRequest.shape.name),
});

/** Adds a passkey (this device or a security key) or an authenticator app shown as a QR code and as text. */
export function AddFactor({ onAdded, hasAuthenticator = false }: AddFactorProps) {
  const { feedback, show } = useTimedFeedback();
  const passkey = useSchemaForm(passkeyForm, { defaultValues: { name: '' } });
  const [setup, setSetup] = useState<Setup | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      show(failureMessage(err), 'error');
    } finally {
      setBusy(false);
    }
  }

  const onAddPasskey = passkey.form.handleSubmit(({ name }) =>
    run(async () => {
      const { recoveryCodes } = await addPasskey(name);
      passkey.form.reset();
      show('Passkey added.', 'success');
      onAdded(recoveryCodes);
    }),
  );

  const onConfirm = (code: string) =>
    run(async () => {
      const { recoveryCodes } = await confirmAuthenticator(code);
      setSetup(null);
      show('Authenticator app added.', 'success');
      onAdded(recoveryCodes);
    });

  return (
    <div className="add-factor">
      <form className="factor-form" onSubmit={onAddPasskey} noValidate>
        <h3>Passkey</h3>
        <p>Your phone, computer or security key confirms it is you, with a fingerprint, face or PIN.</p>
        <Field
          label="Name of the passkey (for example, the device it is on)"
          maxLength={maxLengthOf(addPasskeyRequest, 'name')}
          {...passkey.field('name')}
        />
        <button type="submit" className="button" disabled={busy}>
          Add a passkey
        </button>
      </form>

      {!hasAuthenticator && (
        <div className="factor-form">
          <h3>Authenticator app</h3>
          {!setup ? (
            <>
              <p>An app such as Aegis, Google Authenticator or 1Password shows a new 6-digit code every 30 seconds.</p>
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => void run(async () => setSetup(await startAuthenticatorSetup()))}
              >
                Set up an authenticator app
              </button>
            </>
          ) : (
            <CodeForm
              label="Code from the app"
              button="Confirm the app"
              kind="authenticator"
              busy={busy}
              onCode={(code) => void onConfirm(code)}
            >
              <p>Scan this code with the app, or type the key below into it. Then enter the code the app shows.</p>
              <img
                className="totp-qr"
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
                alt="QR code for your authenticator app (the same key is written below)"
                width={200}
                height={200}
              />
              <p>
                Key: <code className="totp-secret">{setup.secret}</code>
              </p>
            </CodeForm>
          )}
        </div>
      )}
      <Alert feedback={feedback} />
    </div>
  );
}
