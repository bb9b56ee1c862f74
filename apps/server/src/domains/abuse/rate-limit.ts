import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { countHit, forgetEndedWindows, forgetKey } from './rate-limit-repository.ts';

export interface RateRule {
  /** How many hits the window allows. */
  limit: number;
  windowMs: number;
}

export interface RateResult {
  hits: number;
  allowed: boolean;
  retryAfterS: number;
}

/**
 * Counts hits per key in fixed windows, in the database, so that every server process sees the same
 * counts. One atomic statement per hit: no read-then-write race between processes.
 */
export async function hitRateLimit(database: Database, key: string, rule: RateRule): Promise<RateResult> {
  const row = await countHit(database.db, key, rule.windowMs);
  if (Math.random() < 0.01) await forgetEndedWindows(database.db);
  const retryAfterS = Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000));
  return { hits: row.hits, allowed: row.hits <= rule.limit, retryAfterS };
}

/** Forgets a key's hits, e.g. an account's failed logins after a successful one. */
export async function resetRateLimit(database: Database, key: string) {
  await forgetKey(database.db, key);
}

/** Counts a hit and refuses with 429 and Retry-After once the rule's limit is passed. */
export async function enforceRateLimit(
  database: Database,
  reply: FastifyReply,
  key: string,
  rule: RateRule,
  message = 'Too many attempts. Please wait a few minutes and try again.',
): Promise<RateResult> {
  const result = await hitRateLimit(database, key, rule);
  if (!result.allowed) {
    reply.header('retry-after', String(result.retryAfterS));
    throw new HttpError(429, 'too_many_requests', message);
  }
  return result;
}
