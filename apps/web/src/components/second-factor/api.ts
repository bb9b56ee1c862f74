import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { apiRoutes as api } from '@lmr/shared/api-routes';
import { callApi } from '../../lib/api-client.ts';
import { withConfirmation } from '../../lib/confirmed-call.ts';

type RegistrationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
type AuthenticationOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

export const statusKey = ['second-factor'] as const;
export const devicesKey = ['devices'] as const;

export const statusQuery = { queryKey: statusKey, queryFn: () => callApi(api.secondFactorStatus) };
export const devicesQuery = { queryKey: devicesKey, queryFn: () => callApi(api.listSessions) };

export const verifyAuthenticatorCode = (code: string) => callApi(api.verifyTotp, { body: { code } });
export const verifyRecoveryCode = (code: string) => callApi(api.verifyRecoveryCode, { body: { code } });

/** Asks the browser to sign a challenge of the server's with one of the account's passkeys; the signed answer. */
async function passkeyAnswer(options: Promise<unknown>) {
  const optionsJSON = (await options) as AuthenticationOptions;
  // The contract takes the browser's answer as a plain JSON object: a spread gives it that type.
  return { ...(await startAuthentication({ optionsJSON })) };
}

export async function signInWithPasskey() {
  const response = await passkeyAnswer(callApi(api.passkeySignInOptions));
  await callApi(api.verifyPasskey, { body: { response } });
}

/** Confirming it is you before a change to how you sign in (the dialog of confirm-identity-dialog.tsx). */
export const confirmWithPassword = (password: string) =>
  callApi(api.confirmIdentity, { body: { method: 'password', password } });
export const confirmWithCode = (code: string) =>
  callApi(api.confirmIdentity, { body: { method: 'authenticator', code } });
export async function confirmWithPasskey() {
  const response = await passkeyAnswer(callApi(api.confirmIdentityPasskeyOptions));
  await callApi(api.confirmIdentity, { body: { method: 'passkey', response } });
}

// Each change to how one signs in may first ask, in the dialog, who is making it.

/** Asks the browser to make a passkey for this site; the first factor of an account comes with recovery codes. */
export const addPasskey = (name: string) =>
  withConfirmation(async () => {
    const optionsJSON = (await callApi(api.passkeyRegistrationOptions)) as unknown as RegistrationOptions;
    const response = await startRegistration({ optionsJSON });
    return callApi(api.addPasskey, { body: { name, response: { ...response } } });
  });

export const startAuthenticatorSetup = () => withConfirmation(() => callApi(api.startTotpSetup));
export const confirmAuthenticator = (code: string) =>
  withConfirmation(() => callApi(api.confirmTotpSetup, { body: { code } }));
export const removeAuthenticator = () => withConfirmation(() => callApi(api.removeTotp));
export const removePasskey = (id: string) => withConfirmation(() => callApi(api.removePasskey, { params: { id } }));
export const newRecoveryCodes = () => withConfirmation(() => callApi(api.newRecoveryCodes));

/** Signs a device out; this one simply logs out, which needs no confirmation. */
export const endSession = (device: { id: string; current: boolean }) =>
  device.current ? callApi(api.logout) : withConfirmation(() => callApi(api.endSession, { params: { id: device.id } }));
export const endOtherSessions = () => withConfirmation(() => callApi(api.endOtherSessions));

export const securitySettingsQuery = {
  queryKey: ['security-settings'] as const,
  queryFn: () => callApi(api.securitySettings),
};
export const saveSecuritySettings = (adminsMustUseSecondFactor: boolean) =>
  callApi(api.saveSecuritySettings, { body: { adminsMustUseSecondFactor } });
