import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';

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
  const { rows } = await database.query<{ hits: number; reset_at: Date | string }>(
    `INSERT INTO rate_limits (key, hits, reset_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
       reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
     RETURNING hits, reset_at`,
    [key, rule.windowMs],
  );
  const row = rows[0]!;
  if (Math.random() < 0.01) {
    await database.query(`DELETE FROM rate_limits WHERE reset_at < now() - interval '1 day'`);
  }
  const retryAfterS = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - Date.now()) / 1000));
  return { hits: row.hits, allowed: row.hits <= rule.limit, retryAfterS };
}

/** Forgets a key's hits, e.g. an account's failed logins after a successful one. */
export async function resetRateLimit(database: Database, key: string) {
  await database.query('DELETE FROM rate_limits WHERE key = $1', [key]);
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
