import type {
  AuthenticationResponseJSON,
  AuthenticatorTransportFuture,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { passkeys } from '../../db/schema/index.ts';

/**
 * Loaded at the first passkey call, not at start: with the certificate parsers it brings, it was a fifth of
 * the modules a server start loaded (docs/decisions/089-start-up-and-test-time.md).
 */
const webauthn = () => import('@simplewebauthn/server');

type Passkey = typeof passkeys.$inferSelect;

/** The relying party is the site itself: its host name and origin come from PUBLIC_URL. */
function relyingParty(publicUrl: string) {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

const transportsOf = (p: Passkey) =>
  p.transports ? (p.transports.split(',') as AuthenticatorTransportFuture[]) : undefined;

export async function registrationOptions(
  publicUrl: string,
  user: { id: string; email: string; name: string },
  existing: Passkey[],
) {
  return (await webauthn()).generateRegistrationOptions({
    rpName: 'Laxey Mines Railway',
    rpID: relyingParty(publicUrl).rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/** The new passkey, or null when the browser's answer does not prove it. */
export async function verifiedRegistration(publicUrl: string, expectedChallenge: string, response: unknown) {
  const { rpID, origin } = relyingParty(publicUrl);
  const result = await (
    await webauthn()
  )
    .verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    })
    .catch(() => null);
  if (!result?.verified) return null;
  const { credential } = result.registrationInfo;
  return {
    id: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: (credential.transports ?? []).join(','),
  };
}

export const authenticationOptions = async (publicUrl: string, keys: Passkey[]) =>
  (await webauthn()).generateAuthenticationOptions({
    rpID: relyingParty(publicUrl).rpID,
    allowCredentials: keys.map((p) => ({ id: p.id, transports: transportsOf(p) })),
    userVerification: 'preferred',
  });

/** The passkey's new signature counter when the browser's answer proves one of the user's passkeys, else null. */
export async function verifiedAuthentication(
  publicUrl: string,
  expectedChallenge: string,
  response: unknown,
  keys: Passkey[],
) {
  const answer = response as AuthenticationResponseJSON;
  const passkey = keys.find((p) => p.id === answer.id);
  if (!passkey) return null;
  const { rpID, origin } = relyingParty(publicUrl);
  const result = await (
    await webauthn()
  )
    .verifyAuthenticationResponse({
      response: answer,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.id,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
      requireUserVerification: false,
    })
    .catch(() => null);
  return result?.verified ? { id: passkey.id, counter: result.authenticationInfo.newCounter } : null;
}
