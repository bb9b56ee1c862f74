import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rosterFeeds } from '../../db/schema/index.ts';

/* Volunteers' private calendar addresses, kept as hashes. */

export async function replaceFeed(db: Db, userId: string, tokenHash: string) {
  await db
    .insert(rosterFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: rosterFeeds.userId, set: { tokenHash, createdAt: sql`now()` } });
}

export async function deleteFeed(db: Db, userId: string) {
  await db.delete(rosterFeeds).where(eq(rosterFeeds.userId, userId));
}

export async function feedOf(db: Db, userId: string) {
  const [row] = await db.select().from(rosterFeeds).where(eq(rosterFeeds.userId, userId));
  return row;
}

export async function feedOwner(db: Db, tokenHash: string) {
  const [row] = await db.select().from(rosterFeeds).where(eq(rosterFeeds.tokenHash, tokenHash));
  return row?.userId;
}
