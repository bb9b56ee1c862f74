import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { accountRoutes } from '@lmr/shared/account-routes';
import { secondFactorRoutes } from '@lmr/shared/second-factor-routes';
import { callApi } from '../../lib/api-client.ts';
import { withConfirmation } from '../../lib/confirmed-call.ts';

type RegistrationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
type AuthenticationOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

export const statusKey = ['second-factor'] as const;
export const devicesKey = ['devices'] as const;

export const statusQuery = { queryKey: statusKey, queryFn: () => callApi(secondFactorRoutes.secondFactorStatus) };
export const devicesQuery = { queryKey: devicesKey, queryFn: () => callApi(secondFactorRoutes.listSessions) };

export const verifyAuthenticatorCode = (code: string) => callApi(secondFactorRoutes.verifyTotp, { body: { code } });
export const verifyRecoveryCode = (code: string) => callApi(secondFactorRoutes.verifyRecoveryCode, { body: { code } });

/** Asks the browser to sign a challenge of the server's with one of the account's passkeys; the signed answer. */
async function passkeyAnswer(options: Promise<unknown>) {
  const optionsJSON = (await options) as AuthenticationOptions;
  // The contract takes the browser's answer as a plain JSON object: a spread gives it that type.
  return { ...(await startAuthentication({ optionsJSON })) };
}

export async function signInWithPasskey() {
  const response = await passkeyAnswer(callApi(secondFactorRoutes.passkeySignInOptions));
  await callApi(secondFactorRoutes.verifyPasskey, { body: { response } });
}

/** Confirming it is you before a change to how you sign in (the dialog of confirm-identity-dialog.tsx). */
export const confirmWithPassword = (password: string) =>
  callApi(secondFactorRoutes.confirmIdentity, { body: { method: 'password', password } });
export const confirmWithCode = (code: string) =>
  callApi(secondFactorRoutes.confirmIdentity, { body: { method: 'authenticator', code } });
export async function confirmWithPasskey() {
  const response = await passkeyAnswer(callApi(secondFactorRoutes.confirmIdentityPasskeyOptions));
  await callApi(secondFactorRoutes.confirmIdentity, { body: { method: 'passkey', response } });
}

// Each change to how one signs in may first ask, in the dialog, who is making it.

/** Asks the browser to make a passkey for this site; the first factor of an account comes with recovery codes. */
export const addPasskey = (name: string) =>
  withConfirmation(async () => {
    const optionsJSON = (await callApi(
      secondFactorRoutes.passkeyRegistrationOptions,
    )) as unknown as RegistrationOptions;
    const response = await startRegistration({ optionsJSON });
    return callApi(secondFactorRoutes.addPasskey, { body: { name, response: { ...response } } });
  });

export const startAuthenticatorSetup = () => withConfirmation(() => callApi(secondFactorRoutes.startTotpSetup));
export const confirmAuthenticator = (code: string) =>
  withConfirmation(() => callApi(secondFactorRoutes.confirmTotpSetup, { body: { code } }));
export const removeAuthenticator = () => withConfirmation(() => callApi(secondFactorRoutes.removeTotp));
export const removePasskey = (id: string) =>
  withConfirmation(() => callApi(secondFactorRoutes.removePasskey, { params: { id } }));
export const newRecoveryCodes = () => withConfirmation(() => callApi(secondFactorRoutes.newRecoveryCodes));

/** Signs a device out; this one simply logs out, which needs no confirmation. */
export const endSession = (device: { id: string; current: boolean }) =>
  device.current
    ? callApi(accountRoutes.logout)
    : withConfirmation(() => callApi(secondFactorRoutes.endSession, { params: { id: device.id } }));
export const endOtherSessions = () => withConfirmation(() => callApi(secondFactorRoutes.endOtherSessions));

export const securitySettingsQuery = {
  queryKey: ['security-settings'] as const,
  queryFn: () => callApi(secondFactorRoutes.securitySettings),
};
export const saveSecuritySettings = (adminsMustUseSecondFactor: boolean) =>
  callApi(secondFactorRoutes.saveSecuritySettings, { body: { adminsMustUseSecondFactor } });
