import type { FastifyReply, FastifyRequest } from 'fastify';
import { feedbackMessages } from '@lmr/shared/messages';
import type { Database } from '../../db/database.ts';
import { rateLimitAddress } from '../abuse/client-address.ts';
import { HttpError } from '../../http-error.ts';
import { enforceRateLimit, hitRateLimit, type RateRule } from '../abuse/rate-limit.ts';
import { takeBackHit } from '../abuse/rate-limit-repository.ts';

const MINUTE = 60_000;

/**
 * Password guessing. Counted per account and address, so an attacker elsewhere cannot lock the real
 * user out, and per address, so one machine cannot try many accounts; both windows are short. Past a
 * higher ceiling an account refuses every address for the rest of its window, so guesses spread over
 * many addresses stop too; its owner is told once, and "Forgot password?" keeps working throughout.
 */
export const loginRules = {
  accountAndAddress: { limit: 5, windowMs: 10 * MINUTE },
  address: { limit: 30, windowMs: 10 * MINUTE },
  account: { limit: 20, windowMs: 15 * MINUTE },
} satisfies Record<string, RateRule>;

/**
 * Second-factor code guesses (authenticator and recovery codes, passkey answers), per account: a stolen
 * password gives at most this many tries at a 6-digit code per window, whatever the address.
 */
export const codeRules = {
  account: { limit: 5, windowMs: 10 * MINUTE },
} satisfies Record<string, RateRule>;

/** Link-sending calls: a mailbox cannot be flooded, and one address cannot send to many. */
export const mailRules = {
  forgotPerEmail: { limit: 3, windowMs: 15 * MINUTE },
  forgotPerAddress: { limit: 10, windowMs: 15 * MINUTE },
  invitationsPerAdmin: { limit: 30, windowMs: 60 * MINUTE },
  invitationsPerAccount: { limit: 3, windowMs: 15 * MINUTE },
} satisfies Record<string, RateRule>;

/** Failures before answers start to slow down, and the added wait per further failure. */
const FREE_FAILURES = 2;
const DELAY_STEP_MS = 400;

const limit = (database: Database, reply: FastifyReply, key: string, rule: RateRule) =>
  enforceRateLimit(database, reply, key, rule, feedbackMessages.tooManyAttempts);

/**
 * Counts one password attempt (login or reset with the old password) before the password is checked.
 * Returns what to call after a failure (waits longer the more failures the account had from this address)
 * and after a success (takes back only this attempt: a success never refunds earlier failures).
 * `onAccountPaused` runs once, on the first attempt the account's ceiling refuses.
 */
export async function countPasswordAttempt(
  database: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  onAccountPaused: (minutes: number) => Promise<unknown>,
) {
  const address = rateLimitAddress(request.ip);
  const keys = {
    address: `login:address:${address}`,
    accountAndAddress: `login:account:${email}:${address}`,
    account: `login:account-any:${email}`,
  };
  await limit(database, reply, keys.address, loginRules.address);
  const accountAnywhere = await hitRateLimit(database, keys.account, loginRules.account);
  if (!accountAnywhere.allowed) {
    if (accountAnywhere.hits === loginRules.account.limit + 1)
      await onAccountPaused(Math.ceil(accountAnywhere.retryAfterS / 60));
    reply.header('retry-after', String(accountAnywhere.retryAfterS));
    throw new HttpError(429, 'too_many_requests', feedbackMessages.tooManyAttempts);
  }
  const account = await limit(database, reply, keys.accountAndAddress, loginRules.accountAndAddress);
  return {
    failed: async () => {
      const extra = account.hits - FREE_FAILURES;
      if (extra > 0) await new Promise((r) => setTimeout(r, Math.min(extra, 5) * DELAY_STEP_MS));
    },
    succeeded: () => takeBackAttempt(database, Object.values(keys)),
  };
}

/** A success takes back only its own attempt: it never refunds earlier failures. */
const takeBackAttempt = (database: Database, keys: string[]) => takeBackHit(database.db, keys);

/** Counts one second-factor attempt before it is checked; call `succeeded` when it passes. */
export async function countCodeAttempt(database: Database, reply: FastifyReply, userId: string) {
  const key = `second-factor:account:${userId}`;
  await limit(database, reply, key, codeRules.account);
  return { succeeded: () => takeBackAttempt(database, [key]) };
}

export const limitMail = limit;
