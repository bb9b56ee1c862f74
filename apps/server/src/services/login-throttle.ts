import type { FastifyReply, FastifyRequest } from 'fastify';
import { feedbackMessages } from '@lmr/shared/messages';
import type { Database } from '../db/database.ts';
import { enforceRateLimit, type RateRule, resetRateLimit } from './rate-limit.ts';

const MINUTE = 60_000;

/**
 * Password guessing. Counted per account and address, so an attacker elsewhere cannot lock the real
 * user out, and per address, so one machine cannot try many accounts; both windows are short.
 */
export const loginRules = {
  accountAndAddress: { limit: 5, windowMs: 10 * MINUTE },
  address: { limit: 30, windowMs: 10 * MINUTE },
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
 * Returns what to call after a failure (waits longer the more failures the account had from this address) and after a success
 * (forgets the account's failures and gives the address its attempt back).
 */
export async function countPasswordAttempt(
  database: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
) {
  const accountKey = `login:account:${email}:${request.ip}`;
  const addressKey = `login:address:${request.ip}`;
  await limit(database, reply, addressKey, loginRules.address);
  const account = await limit(database, reply, accountKey, loginRules.accountAndAddress);
  return {
    failed: async () => {
      const extra = account.hits - FREE_FAILURES;
      if (extra > 0) await new Promise((r) => setTimeout(r, Math.min(extra, 5) * DELAY_STEP_MS));
    },
    succeeded: async () => {
      await resetRateLimit(database, accountKey);
      await database.query('UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND hits > 0', [addressKey]);
    },
  };
}

export const limitMail = limit;
