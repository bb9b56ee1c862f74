import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { pendingUploads } from '../../db/schema/index.ts';

/** The SQL of pending uploads: file keys written by a request whose rows have not committed yet. */
export const recordPending = (db: Db, key: string) => db.insert(pendingUploads).values({ key }).onConflictDoNothing();

/** Clears the keys and answers how many were still pending (the sweep may have taken some). */
export async function clearPending(db: Db, keys: string[]): Promise<number> {
  const cleared = await db
    .delete(pendingUploads)
    .where(inArray(pendingUploads.key, keys))
    .returning({ key: pendingUploads.key });
  return cleared.length;
}

/** Inside a transaction: locks and answers up to 500 keys pending for longer than `olderThanSeconds`. */
export async function lockAbandoned(tx: Db, olderThanSeconds: number): Promise<string[]> {
  const rows = await tx
    .select({ key: pendingUploads.key })
    .from(pendingUploads)
    .where(lt(pendingUploads.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`))
    .limit(500)
    .for('update', { skipLocked: true });
  return rows.map((r) => r.key);
}
