import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import {
  bookingDayCancellations,
  bookingDepartures,
  bookingOrders,
  type CancelledDayChoice,
  dayChanges,
} from '../../db/schema/index.ts';
import { mailOnce } from './mail-once.ts';

/* Orders on cancelled days (decision 140): the one mail of each, claimed once, and the buyer's one choice. */

/** An order's train, and the timetable's cancellation of that train's day: joined to find orders on cancelled days. */
const onItsTrain = eq(bookingDepartures.id, bookingOrders.departureId);
const dayCancelled = and(eq(dayChanges.day, bookingDepartures.day), eq(dayChanges.status, 'cancelled'));

/** Whether the timetable has cancelled the train's day: it will not run, so its freed seats are offered to nobody. */
export async function onCancelledDay(tx: Tx, departureId: string) {
  const rows = await tx
    .select({ id: bookingDepartures.id })
    .from(bookingDepartures)
    .innerJoin(dayChanges, dayCancelled)
    .where(eq(bookingDepartures.id, departureId));
  return rows.length > 0;
}

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

/** A cancelled train's mail's steps after it is recorded: queued, claimed, sent (mail-once.ts). */
export const cancelledDayMailSteps = mailOnce(bookingDayCancellations);

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
