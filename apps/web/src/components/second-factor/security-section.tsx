import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, useTimedFeedback } from '../ui/feedback.tsx';
import { ConfirmDialog } from '../ui/modal-dialog.tsx';
import { AddFactor } from './add-factor.tsx';
import { ConfirmIdentityDialog } from './confirm-identity-dialog.tsx';
import { newRecoveryCodes, removeAuthenticator, removePasskey, statusKey, statusQuery } from './api.ts';
import { DevicesList } from './devices-list.tsx';
import { failureMessage } from './failure-message.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import './second-factor.css';

interface Pending {
  text: string;
  run: () => Promise<unknown>;
  done: string;
}

/** The profile's Security section: second factors, recovery codes and the devices signed in. */
export function SecuritySection() {
  const queryClient = useQueryClient();
  const { feedback, show } = useTimedFeedback();
  const { data: status } = useQuery(statusQuery);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<Pending | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: statusKey });

  async function confirmed() {
    if (!confirming) return;
    const { run, done } = confirming;
    setConfirming(null);
    try {
      const answer = await run();
      const fresh = (answer as { recoveryCodes?: string[] } | undefined)?.recoveryCodes;
      if (fresh) setCodes(fresh);
      show(done, 'success');
    } catch (err) {
      show(failureMessage(err), 'error');
    }
    await refresh();
  }

  return (
    <section id="security" className="security" aria-labelledby="security-heading">
      <h2 id="security-heading">Security</h2>
      <Alert feedback={feedback} />
      {status && (
        <>
          <p>
            {status.passkeys.length || status.authenticator
              ? 'Signing in asks for your password and then a second factor.'
              : status.required
                ? 'Admins must use a second factor: add one below.'
                : 'Signing in asks only for your password. Please add a second factor below, so that a stolen password alone cannot open your account.'}
          </p>
          <ul className="security-list">
            {status.passkeys.map((p) => (
              <li key={p.id}>
                Passkey “{p.name}”{' '}
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={`Remove passkey ${p.name}`}
                  onClick={() =>
                    setConfirming({
                      text: `Remove the passkey “${p.name}”? It will no longer sign you in.`,
                      run: () => removePasskey(p.id),
                      done: 'Passkey removed.',
                    })
                  }
                >
                  Remove
                </button>
              </li>
            ))}
            {status.authenticator && (
              <li>
                Authenticator app{' '}
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label="Remove the authenticator app"
                  onClick={() =>
                    setConfirming({
                      text: 'Remove the authenticator app? Its codes will no longer sign you in.',
                      run: removeAuthenticator,
                      done: 'Authenticator app removed.',
                    })
                  }
                >
                  Remove
                </button>
              </li>
            )}
            {(status.passkeys.length > 0 || status.authenticator) && (
              <li>
                {status.recoveryCodesLeft} recovery codes left{' '}
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() =>
                    setConfirming({
                      text: 'Make ten new recovery codes? Your present ones will stop working.',
                      run: newRecoveryCodes,
                      done: 'New recovery codes made.',
                    })
                  }
                >
                  New recovery codes
                </button>
              </li>
            )}
          </ul>
          {codes && <RecoveryCodes codes={codes} />}
          <AddFactor
            hasAuthenticator={status.authenticator}
            onAdded={(recoveryCodes) => {
              if (recoveryCodes) setCodes(recoveryCodes);
              void refresh();
            }}
          />
        </>
      )}
      <DevicesList />
      <ConfirmIdentityDialog />
      <ConfirmDialog
        open={confirming !== null}
        text={confirming?.text ?? ''}
        onConfirm={() => void confirmed()}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
