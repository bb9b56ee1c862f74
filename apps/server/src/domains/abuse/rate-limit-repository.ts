import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rateLimits } from '../../db/schema/index.ts';

/**
 * Counts one hit of `key` in its fixed window, starting a new window when the last one has ended. One
 * atomic statement, so processes counting the same key at once never lose a hit.
 */
export async function countHit(db: Db, key: string, windowMs: number) {
  const windowEnded = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${windowEnded} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        resetAt: sql`CASE WHEN ${windowEnded} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  return row!;
}

export async function forgetEndedWindows(db: Db) {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 day'`));
}

export async function forgetKey(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Takes one hit back from each key that has any. */
export async function takeBackHit(db: Db, keys: string[]) {
  await db
    .update(rateLimits)
    .set({ hits: sql`${rateLimits.hits} - 1` })
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.hits, 0)));
}
