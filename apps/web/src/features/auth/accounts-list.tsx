import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { feedbackMessages } from '@lmr/shared/messages';
import type { Account } from '@lmr/shared/accounts';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { ConfirmDialog } from '../../components/ui/modal-dialog.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { accountsQuery, removeAccount, resendInvitation, resetSecondFactor, toggleRole } from './api.ts';

const failure = (err: unknown) =>
  err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : feedbackMessages.genericFailure;

/** Every account, with what an admin may do to it: change the role, resend the invitation, remove it. */
export function AccountsList() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const { feedback, show } = useTimedFeedback();
  const [removing, setRemoving] = useState<Account | null>(null);
  const [resetting, setResetting] = useState<Account | null>(null);
  const { data, isError } = useQuery(accountsQuery);

  async function act(call: Promise<{ message: string }>) {
    try {
      show((await call).message, 'success');
    } catch (err) {
      show(failure(err), 'error');
    }
    await queryClient.invalidateQueries({ queryKey: accountsQuery.queryKey });
  }

  const changeRole = (a: Account) => act(toggleRole(a));
  const resend = (a: Account) => act(resendInvitation(a));
  const remove = (a: Account) => {
    setRemoving(null);
    void act(removeAccount(a));
  };

  const resetFactor = (a: Account) => {
    setResetting(null);
    void act(resetSecondFactor(a));
  };

  return (
    <section className="accounts" aria-labelledby={headingId}>
      <h2 id={headingId}>Accounts</h2>
      <Alert feedback={feedback} />
      {isError && <p className="alert alert-error">{feedbackMessages.genericFailure}</p>}
      {data && (
        <div className="accounts-wrap">
          <DataTable
            label="Accounts table"
            className="accounts-table"
            rows={data}
            columns={[
              { header: 'Name', cell: (a) => a.name },
              { header: 'Email', cell: (a) => a.email },
              { header: 'Role', cell: (a) => a.role },
              { header: 'Status', cell: (a) => (a.status === 'invited' ? 'Invited' : 'Active') },
              {
                header: 'Actions',
                cell: (a) => (
                  <>
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-label={`${a.role === 'admin' ? 'Make volunteer' : 'Make admin'}: ${a.name}`}
                      onClick={() => void changeRole(a)}
                    >
                      {a.role === 'admin' ? 'Make volunteer' : 'Make admin'}
                    </button>
                    {a.status === 'invited' && (
                      <button
                        type="button"
                        className="button button-secondary"
                        aria-label={`Resend invitation: ${a.name}`}
                        onClick={() => void resend(a)}
                      >
                        Resend invitation
                      </button>
                    )}
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-label={`Remove: ${a.name}`}
                      onClick={() => setRemoving(a)}
                    >
                      Remove
                    </button>
                    {a.status !== 'invited' && (
                      <button
                        type="button"
                        className="button button-secondary"
                        aria-label={`Reset second factor: ${a.name}`}
                        onClick={() => setResetting(a)}
                      >
                        Reset second factor
                      </button>
                    )}
                  </>
                ),
              },
            ]}
          />
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        text={`Are you sure you want to remove the account of ${removing?.name ?? ''}? They will be logged out at once.`}
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
      />
      <ConfirmDialog
        open={resetting !== null}
        text={`Reset the second factor of ${resetting?.name ?? ''}? Their passkeys, authenticator app and recovery codes stop working, every device of theirs is signed out, and they add a new one at their next sign-in.`}
        onConfirm={() => resetting && resetFactor(resetting)}
        onCancel={() => setResetting(null)}
      />
    </section>
  );
}
