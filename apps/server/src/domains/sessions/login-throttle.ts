import type { FastifyReply, FastifyRequest } from 'fastify';
import { feedbackMessages } from '@lmr/shared/messages';
import type { Database } from '../../db/database.ts';
import { rateLimitAddress } from '../abuse/client-address.ts';
import { HttpError } from '../../http-error.ts';
import { enforceRateLimit, hitRateLimit, type RateRule, resetRateLimit } from '../abuse/rate-limit.ts';
import { takeBackHit } from '../abuse/rate-limit-repository.ts';
import { knownBrowser, rememberBrowser } from './device-cookies.ts';
import type { SignedInRequest } from './signed-in-request.ts';

const MINUTE = 60_000;

/**
 * Password guessing. Counted per address, so one machine cannot try many accounts, and per account over
 * every browser that has not signed in to it before, so guesses spread over many addresses stop; past that
 * ceiling the account refuses unknown browsers for the rest of its window and its owner is told once.
 * A browser that has signed in to the account (a device cookie, device-cookies.ts) is counted on its own
 * instead, so a stranger cannot lock the owner out; a new password set through a mailed link reopens the
 * account to every browser (forgetGuesses).
 */
export const loginRules = {
  address: { limit: 30, windowMs: 10 * MINUTE },
  unknownBrowsers: { limit: 20, windowMs: 15 * MINUTE },
  accountAndAddress: { limit: 5, windowMs: 10 * MINUTE },
  knownBrowser: { limit: 5, windowMs: 10 * MINUTE },
} satisfies Record<string, RateRule>;

/**
 * Second-factor code guesses (authenticator and recovery codes, passkey answers), counted the same way: a
 * stolen password gives at most this many tries at a 6-digit code per window from every unknown browser
 * together, and the owner's own browsers each keep their own.
 */
export const codeRules = {
  unknownBrowsers: { limit: 5, windowMs: 10 * MINUTE },
  knownBrowser: { limit: 5, windowMs: 10 * MINUTE },
} satisfies Record<string, RateRule>;

const keys = {
  address: (address: string) => `login:address:${address}`,
  unknownBrowsers: (email: string) => `login:unknown-browsers:${email}`,
  accountAndAddress: (email: string, address: string) => `login:account:${email}:${address}`,
  knownBrowser: (browserId: string) => `login:known-browser:${browserId}`,
  codesFromUnknownBrowsers: (userId: string) => `second-factor:unknown-browsers:${userId}`,
  codesFromKnownBrowser: (browserId: string) => `second-factor:known-browser:${browserId}`,
};

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
 * Returns what to call after a failure (waits longer the more failures this browser or address had) and
 * after a success (takes back only this attempt: a success never refunds earlier failures).
 * `onAccountPaused` runs once, on the first attempt the ceiling for unknown browsers refuses.
 */
export async function countPasswordAttempt(
  database: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  onAccountPaused: (minutes: number) => Promise<unknown>,
) {
  const address = rateLimitAddress(request.ip);
  await limit(database, reply, keys.address(address), loginRules.address);
  const browserId = await knownBrowser(database.db, request, { email });
  if (!browserId) await countUnknownBrowser(database, reply, email, onAccountPaused);
  const ownKey = browserId ? keys.knownBrowser(browserId) : keys.accountAndAddress(email, address);
  const own = await limit(database, reply, ownKey, browserId ? loginRules.knownBrowser : loginRules.accountAndAddress);
  const counted = [keys.address(address), ownKey, ...(browserId ? [] : [keys.unknownBrowsers(email)])];
  return {
    failed: async () => {
      const extra = own.hits - FREE_FAILURES;
      if (extra > 0) await new Promise((r) => setTimeout(r, Math.min(extra, 5) * DELAY_STEP_MS));
    },
    succeeded: () => takeBackAttempt(database, counted),
  };
}

/** Counts an attempt against the account's ceiling for unknown browsers; past it, 429 (the owner is told once). */
async function countUnknownBrowser(
  database: Database,
  reply: FastifyReply,
  email: string,
  onAccountPaused: (minutes: number) => Promise<unknown>,
) {
  const unknown = await hitRateLimit(database, keys.unknownBrowsers(email), loginRules.unknownBrowsers);
  if (unknown.allowed) return;
  if (unknown.hits === loginRules.unknownBrowsers.limit + 1) await onAccountPaused(Math.ceil(unknown.retryAfterS / 60));
  reply.header('retry-after', String(unknown.retryAfterS));
  throw new HttpError(429, 'too_many_requests', feedbackMessages.accountPausedForNewBrowsers);
}

/** A success takes back only its own attempt: it never refunds earlier failures. */
const takeBackAttempt = (database: Database, counted: string[]) => takeBackHit(database.db, counted);

/**
 * Counts one second-factor attempt of the signed-in session before it is checked. `succeeded` (the code
 * passed: the sign-in is complete) takes the attempt back and makes this browser known to the account.
 */
export async function countCodeAttempt(database: Database, request: SignedInRequest, reply: FastifyReply) {
  const userId = request.user.id;
  const browserId = await knownBrowser(database.db, request, { userId });
  const key = browserId ? keys.codesFromKnownBrowser(browserId) : keys.codesFromUnknownBrowsers(userId);
  await limit(database, reply, key, browserId ? codeRules.knownBrowser : codeRules.unknownBrowsers);
  return {
    succeeded: async () => {
      await takeBackAttempt(database, [key]);
      await rememberBrowser(database.db, request, reply, userId);
    },
  };
}

/**
 * A new password set through a mailed link: whoever was guessing the old one has nothing left to find, so the
 * account's counts for unknown browsers start again, as does the count of the address the link was opened from.
 */
export async function forgetGuesses(
  database: Database,
  request: FastifyRequest,
  account: { id: string; email: string },
) {
  const address = rateLimitAddress(request.ip);
  for (const key of [
    keys.unknownBrowsers(account.email),
    keys.accountAndAddress(account.email, address),
    keys.codesFromUnknownBrowsers(account.id),
  ])
    await resetRateLimit(database, key);
}

export const limitMail = limit;
