import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { apiRoutes as api } from '@lmr/shared/api-routes';
import { callApi } from '../../lib/api-client.ts';

type RegistrationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
type AuthenticationOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

export const statusKey = ['second-factor'] as const;
export const devicesKey = ['devices'] as const;

export const statusQuery = { queryKey: statusKey, queryFn: () => callApi(api.secondFactorStatus) };
export const devicesQuery = { queryKey: devicesKey, queryFn: () => callApi(api.listSessions) };

export const verifyAuthenticatorCode = (code: string) => callApi(api.verifyTotp, { body: { code } });
export const verifyRecoveryCode = (code: string) => callApi(api.verifyRecoveryCode, { body: { code } });

/** Asks the browser to sign the server's challenge with one of the account's passkeys. */
export async function signInWithPasskey() {
  const optionsJSON = (await callApi(api.passkeySignInOptions)) as unknown as AuthenticationOptions;
  const response = await startAuthentication({ optionsJSON });
  // The contract takes the browser's answer as a plain JSON object: a spread gives it that type.
  await callApi(api.verifyPasskey, { body: { response: { ...response } } });
}

/** Asks the browser to make a passkey for this site; the first factor of an account comes with recovery codes. */
export async function addPasskey(name: string) {
  const optionsJSON = (await callApi(api.passkeyRegistrationOptions)) as unknown as RegistrationOptions;
  const response = await startRegistration({ optionsJSON });
  return callApi(api.addPasskey, { body: { name, response: { ...response } } });
}

export const startAuthenticatorSetup = () => callApi(api.startTotpSetup);
export const confirmAuthenticator = (code: string) => callApi(api.confirmTotpSetup, { body: { code } });
export const removeAuthenticator = () => callApi(api.removeTotp);
export const removePasskey = (id: string) => callApi(api.removePasskey, { params: { id } });
export const newRecoveryCodes = () => callApi(api.newRecoveryCodes);

export const endSession = (id: string) => callApi(api.endSession, { params: { id } });
export const endOtherSessions = () => callApi(api.endOtherSessions);

export const securitySettingsQuery = {
  queryKey: ['security-settings'] as const,
  queryFn: () => callApi(api.securitySettings),
};
export const saveSecuritySettings = (adminsMustUseSecondFactor: boolean) =>
  callApi(api.saveSecuritySettings, { body: { adminsMustUseSecondFactor } });
