import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Alert, useTimedFeedback } from '../ui/feedback.tsx';
import { ChoiceField } from '../ui/form-field.tsx';
import { saveSecuritySettings, securitySettingsQuery } from './api.ts';
import { failureMessage } from './failure-message.ts';

/** The site's rule "admins must use a second factor", on the accounts screen. */
export function SecondFactorRule() {
  const id = useId();
  const queryClient = useQueryClient();
  const { feedback, show } = useTimedFeedback();
  const { data } = useQuery(securitySettingsQuery);

  async function change(on: boolean) {
    try {
      show((await saveSecuritySettings(on)).message, 'success');
    } catch (err) {
      show(failureMessage(err), 'error');
    }
    await queryClient.invalidateQueries({ queryKey: securitySettingsQuery.queryKey });
  }

  return (
    <section className="accounts" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Sign-in security</h2>
      {data && (
        <ChoiceField
          label="Admins must use a second factor (a passkey or an authenticator app). It applies from each admin’s next sign-in."
          checked={data.adminsMustUseSecondFactor}
          onChange={(e) => void change(e.currentTarget.checked)}
        />
      )}
      <Alert feedback={feedback} />
    </section>
  );
}
