import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { donations, monthlyGifts } from '../../db/schema/index.ts';
import type { MonthlyGiftState } from '@lmr/shared/monthly-gifts';
import { newDonationReference } from './donation-references.ts';

/* The monthly gifts' SQL. Each change is one guarded UPDATE, and each month's gift is made once per invoice. */

export type MonthlyGiftRow = typeof monthlyGifts.$inferSelect;

/** Adds a monthly gift; one sent again with its form's key (Give pressed twice) is the gift the first made. */
export async function insertMonthlyGift(db: Db, row: typeof monthlyGifts.$inferInsert) {
  const [added] = await db
    .insert(monthlyGifts)
    .values(row)
    .onConflictDoNothing({ target: monthlyGifts.giveKey })
    .returning();
  return added ?? (await db.select().from(monthlyGifts).where(eq(monthlyGifts.giveKey, row.giveKey!)))[0]!;
}

export async function monthlyGiftById(db: Db, id: string) {
  const [row] = await db.select().from(monthlyGifts).where(eq(monthlyGifts.id, id));
  return row;
}

export async function monthlyGiftByTokenHash(db: Db, hash: string) {
  const [row] = await db.select().from(monthlyGifts).where(eq(monthlyGifts.manageTokenHash, hash));
  return row;
}

/** The gifts still charged each month to these (normalised) e-mails. */
export async function runningGiftsOf(db: Db, emails: string[]) {
  const rows = await db
    .select()
    .from(monthlyGifts)
    .where(and(inArray(sql`lower(${monthlyGifts.email})`, emails), eq(monthlyGifts.state, 'active')));
  return rows.flatMap((r) =>
    r.providerSubscriptionId ? [{ ...r, providerSubscriptionId: r.providerSubscriptionId }] : [],
  );
}

/** Starts it once (from the checkout's confirmation or its first month, whichever comes first). */
export const startMonthlyGift = (db: Db, id: string, providerSubscriptionId: string) =>
  db
    .update(monthlyGifts)
    .set({ state: 'active', providerSubscriptionId, startedAt: sql`now()` })
    .where(and(eq(monthlyGifts.id, id), eq(monthlyGifts.state, 'awaiting_payment')));

export async function moveMonthlyGift(
  db: Db,
  id: string,
  from: MonthlyGiftState[],
  to: 'expired' | 'stopped',
  stoppedBy?: 'donor' | 'provider',
) {
  const [row] = await db
    .update(monthlyGifts)
    .set({ state: to, ...(to === 'stopped' ? { stoppedAt: sql`now()`, stoppedBy } : {}) })
    .where(and(eq(monthlyGifts.id, id), inArray(monthlyGifts.state, from)))
    .returning();
  return row;
}

/** The new amount, once: a second request with the same count of changes finds it moved on. */
export async function setMonthlyAmount(db: Db, gift: MonthlyGiftRow, amountPence: number) {
  const [row] = await db
    .update(monthlyGifts)
    .set({ amountPence, changes: gift.changes + 1 })
    .where(and(eq(monthlyGifts.id, gift.id), eq(monthlyGifts.changes, gift.changes)))
    .returning();
  return row;
}

/** The link's token, stored as its hash the first time a receipt carries it; false when one is set already. */
export async function setManageTokenHash(db: Db, id: string, hash: string) {
  const set = await db
    .update(monthlyGifts)
    .set({ manageTokenHash: hash })
    .where(and(eq(monthlyGifts.id, id), isNull(monthlyGifts.manageTokenHash)))
    .returning({ id: monthlyGifts.id });
  return set.length > 0;
}

export const clearManageTokenHash = (db: Db, id: string, hash: string) =>
  db
    .update(monthlyGifts)
    .set({ manageTokenHash: null })
    .where(and(eq(monthlyGifts.id, id), eq(monthlyGifts.manageTokenHash, hash)));

/** One month paid: a gift received, made once whatever the number of times its invoice is told; its id the first. */
export async function recordMonth(db: Db, gift: MonthlyGiftRow, invoice: { id: string; amountPence: number }) {
  const [month] = await db
    .insert(donations)
    .values({
      reference: newDonationReference(),
      amountPence: invoice.amountPence,
      way: 'online',
      state: 'received',
      name: gift.name,
      email: gift.email,
      receivedAt: sql`now()`,
      monthlyGiftId: gift.id,
      providerInvoiceId: invoice.id,
    })
    .onConflictDoNothing({ target: donations.providerInvoiceId })
    .returning({ id: donations.id });
  return month;
}
