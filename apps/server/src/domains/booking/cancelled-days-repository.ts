import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import {
  bookingDayCancellations,
  bookingDepartures,
  bookingOrders,
  type CancelledDayChoice,
  dayChanges,
} from '../../db/schema/index.ts';

/* Orders on cancelled days (decision 140): the one mail of each, claimed once, and the buyer's one choice. */

/** A claim older than this is taken to be a job that died mid-send: its mail may be claimed again. */
const CLAIM_LAPSES = sql`now() - interval '10 minutes'`;

/** An order's train, and the timetable's cancellation of that train's day: joined to find orders on cancelled days. */
const onItsTrain = eq(bookingDepartures.id, bookingOrders.departureId);
const dayCancelled = and(eq(dayChanges.day, bookingDepartures.day), eq(dayChanges.status, 'cancelled'));

/**
 * Records a mail for every live order (reserved or paid) on a train from `today` whose day the timetable has
 * cancelled; an order recorded before (a day cancelled twice) is left alone. The orders newly recorded.
 */
export async function recordCancelledDayOrders(db: Db, today: string) {
  const live = await db
    .select({ orderId: bookingOrders.id })
    .from(bookingOrders)
    .innerJoin(bookingDepartures, onItsTrain)
    .innerJoin(dayChanges, dayCancelled)
    .leftJoin(bookingDayCancellations, eq(bookingDayCancellations.orderId, bookingOrders.id))
    .where(
      and(
        inArray(bookingOrders.state, ['reserved', 'paid']),
        gte(bookingDepartures.day, today),
        isNull(bookingDayCancellations.orderId),
      ),
    );
  if (live.length === 0) return [];
  const rows = await db
    .insert(bookingDayCancellations)
    .values(live)
    .onConflictDoNothing()
    .returning({ orderId: bookingDayCancellations.orderId });
  return rows.map((r) => r.orderId);
}

/** The orders whose mail is recorded and not yet queued. */
export async function cancelledDayMailsToQueue(db: Db) {
  const rows = await db
    .select({ orderId: bookingDayCancellations.orderId })
    .from(bookingDayCancellations)
    .where(isNull(bookingDayCancellations.queuedAt));
  return rows.map((r) => r.orderId);
}

export async function markCancelledDayMailsQueued(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return;
  await db
    .update(bookingDayCancellations)
    .set({ queuedAt: sql`now()` })
    .where(and(inArray(bookingDayCancellations.orderId, orderIds), isNull(bookingDayCancellations.queuedAt)));
}

/** Claims the order's mail to send it, or false when it is sent or another job is sending it. */
export async function claimCancelledDayMail(db: Db, orderId: string) {
  const rows = await db
    .update(bookingDayCancellations)
    .set({ claimedAt: sql`now()` })
    .where(
      and(
        eq(bookingDayCancellations.orderId, orderId),
        isNull(bookingDayCancellations.sentAt),
        or(isNull(bookingDayCancellations.claimedAt), lt(bookingDayCancellations.claimedAt, CLAIM_LAPSES)),
      ),
    )
    .returning({ orderId: bookingDayCancellations.orderId });
  return rows.length > 0;
}

export const markCancelledDayMailSent = (db: Db, orderId: string) =>
  db
    .update(bookingDayCancellations)
    .set({ sentAt: sql`now()` })
    .where(eq(bookingDayCancellations.orderId, orderId));

export const releaseCancelledDayMail = (db: Db, orderId: string) =>
  db.update(bookingDayCancellations).set({ claimedAt: null }).where(eq(bookingDayCancellations.orderId, orderId));

/** The order's record, if it was on a cancelled day: the choice made, and whether its train's day is cancelled now. */
export async function cancellationOf(db: Db | Tx, orderId: string) {
  const [row] = await db
    .select({ choice: bookingDayCancellations.choice, stillCancelled: sql<boolean>`${dayChanges.day} IS NOT NULL` })
    .from(bookingDayCancellations)
    .innerJoin(bookingOrders, eq(bookingOrders.id, bookingDayCancellations.orderId))
    .innerJoin(bookingDepartures, onItsTrain)
    .leftJoin(dayChanges, dayCancelled)
    .where(eq(bookingOrders.id, orderId));
  return row;
}

/** Records the buyer's choice, once: false when one was made before. */
export async function recordChoice(tx: Tx, orderId: string, choice: CancelledDayChoice) {
  const rows = await tx
    .update(bookingDayCancellations)
    .set({ choice, chosenAt: sql`now()` })
    .where(and(eq(bookingDayCancellations.orderId, orderId), isNull(bookingDayCancellations.choice)))
    .returning({ orderId: bookingDayCancellations.orderId });
  return rows.length > 0;
}
