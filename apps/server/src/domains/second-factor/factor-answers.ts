import type { FastifyReply } from 'fastify';
import { secondFactorMessages as m } from '@lmr/shared/second-factor';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { countCodeAttempt } from '../sessions/login-throttle.ts';
import type { SignedInRequest } from '../sessions/signed-in-request.ts';
import { setWebAuthnChallenge, takeWebAuthnChallenge } from '../sessions/sessions-repository.ts';
import { timeStepOfCode } from './authenticator-codes.ts';
import { authenticationOptions, verifiedAuthentication } from './passkeys.ts';
import { claimTimeStep, findTotp, listPasskeys, usePasskey } from './second-factor-repository.ts';

/** A session signing in (verify) or confirming it is its user (confirmIdentity). */
interface Asker {
  id: string;
  tokenHash: string;
}

export const wrongCode = (message: string) => new HttpError(400, 'code_wrong', message, { code: message });

/**
 * Checks a code of the account's authenticator app, counted against the throttle (the browser's own allowance
 * once it is known to the account); its time step is taken once.
 */
export async function checkAuthenticatorCode(
  database: Database,
  request: SignedInRequest,
  reply: FastifyReply,
  code: string,
) {
  const userId = request.user.id;
  const attempt = await countCodeAttempt(database, request, reply);
  const totp = await findTotp(database.db, userId);
  const step = totp?.secret ? await timeStepOfCode(totp.secret, code, totp.lastTimeStep) : null;
  if (step === null || !(await claimTimeStep(database.db, userId, step))) throw wrongCode(m.codeWrong);
  await attempt.succeeded();
}

/** A challenge for one of the account's passkeys to sign, kept in the session for checkPasskeyAnswer. */
export async function passkeyChallenge(database: Database, publicUrl: string, asker: Asker) {
  const keys = await listPasskeys(database.db, asker.id);
  if (keys.length === 0) throw new HttpError(409, 'no_passkey', m.noFactor);
  const options = await authenticationOptions(publicUrl, keys);
  await setWebAuthnChallenge(database.db, asker.tokenHash, options.challenge);
  return options as unknown as Record<string, unknown>;
}

/** Checks the browser's answer to the session's passkey challenge (usable once); the passkey that signed it. */
export async function checkPasskeyAnswer(
  database: Database,
  publicUrl: string,
  request: SignedInRequest,
  reply: FastifyReply,
  response: Record<string, unknown>,
) {
  const asker = request.user;
  const attempt = await countCodeAttempt(database, request, reply);
  const challenge = await takeWebAuthnChallenge(database.db, asker.tokenHash);
  const keys = await listPasskeys(database.db, asker.id);
  const used = challenge && (await verifiedAuthentication(publicUrl, challenge, response, keys));
  const key = used && keys.find((k) => k.id === used.id);
  if (!used || !key) throw new HttpError(400, 'passkey_failed', m.passkeyFailed);
  await usePasskey(database.db, used.id, used.counter);
  await attempt.succeeded();
  return key;
}
