import { and, desc, eq, getTableColumns, isNull, sql, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { giftAidClaimLines, giftAidClaims, type GiftSource } from '../../db/schema/index.ts';

/* The SQL of Gift Aid claims made (decision 162): each claim with its file, and the gifts it lists. */

export type ClaimRow = typeof giftAidClaims.$inferSelect;
export type ClaimLineRow = typeof giftAidClaimLines.$inferInsert;

/** Only one claim is made at a time, across every server process: a second waits, then sees the first's gifts. */
const CLAIM_LOCK = 7_270_162;
export const lockClaims = (tx: Tx) => tx.execute(sql`SELECT pg_advisory_xact_lock(${CLAIM_LOCK})`);

/** What each gift claimed so far has been claimed at, adjustments counted: by `source:id`. */
export async function claimedSoFar(db: Db | Tx) {
  const rows = await db
    .select({
      source: giftAidClaimLines.source,
      giftId: giftAidClaimLines.giftId,
      pence: sum(giftAidClaimLines.amountPence).mapWith(Number),
    })
    .from(giftAidClaimLines)
    .groupBy(giftAidClaimLines.source, giftAidClaimLines.giftId);
  return new Map(rows.map((r) => [giftKey(r.source, r.giftId), r.pence]));
}

export const giftKey = (source: GiftSource, id: string) => `${source}:${id}`;

export async function insertClaim(
  tx: Tx,
  claim: typeof giftAidClaims.$inferInsert,
  lines: Omit<ClaimLineRow, 'claimId'>[],
) {
  const [made] = await tx.insert(giftAidClaims).values(claim).returning();
  if (lines.length) await tx.insert(giftAidClaimLines).values(lines.map((l) => ({ ...l, claimId: made!.id })));
  return made!;
}

/** Every claim, newest first, without its file. */
export const listClaims = (db: Db) => {
  const { file: _file, ...columns } = getTableColumns(giftAidClaims);
  return db.select(columns).from(giftAidClaims).orderBy(desc(giftAidClaims.number));
};

export async function claimById(db: Db | Tx, id: string) {
  const [row] = await db.select().from(giftAidClaims).where(eq(giftAidClaims.id, id));
  return row;
}

const open = (id: string) =>
  and(eq(giftAidClaims.id, id), isNull(giftAidClaims.submittedAt), isNull(giftAidClaims.withdrawnAt));

/** Marks a claim sent to HMRC, once; a withdrawn one is never submitted. */
export async function markSubmitted(db: Db, id: string) {
  const [row] = await db
    .update(giftAidClaims)
    .set({ submittedAt: sql`now()` })
    .where(open(id))
    .returning();
  return row;
}

/** Withdraws a claim not yet submitted, once: its gifts are free for the next claim. */
export function withdrawClaim(db: Db, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(giftAidClaims)
      .set({ withdrawnAt: sql`now()` })
      .where(open(id))
      .returning();
    if (row) await tx.delete(giftAidClaimLines).where(eq(giftAidClaimLines.claimId, id));
    return row;
  });
}
