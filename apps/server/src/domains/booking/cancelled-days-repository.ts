import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import type { CancelledDayChoice, OrderState } from '@lmr/shared/booking';
import { bookingDayCancellations, bookingDepartures, bookingOrders, dayChanges } from '../../db/schema/index.ts';
import { mailOnce } from '../mail/mail-once.ts';

/*
 * Orders on cancelled days (decision 140): the one mail of each, claimed once, and the buyer's one choice; one
 * record per order and train, so a booking moved to a day that is cancelled in turn is told again (decision 157).
 */

/** An order's train, and the timetable's cancellation of that train's day: joined to find orders on cancelled days. */
const onItsTrain = eq(bookingDepartures.id, bookingOrders.departureId);
export const dayCancelled = and(eq(dayChanges.day, bookingDepartures.day), eq(dayChanges.status, 'cancelled'));
/**
 * The record of the train its order is on now, not one it moved away from: true or false, never null, so that a
 * record naming no train (migration 2275) sorts after the one of its train now.
 */
const ofItsTrainNow = sql`${bookingDayCancellations.departureId} IS NOT DISTINCT FROM (SELECT ${bookingOrders.departureId} FROM ${bookingOrders} WHERE ${bookingOrders.id} = ${bookingDayCancellations.orderId})`;

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
 * cancelled; an order recorded before on that train (a day cancelled twice) is left alone. The orders newly recorded.
 */
export async function recordCancelledDayOrders(db: Db, today: string) {
  const live = await db
    .select({ orderId: bookingOrders.id, departureId: bookingOrders.departureId })
    .from(bookingOrders)
    .innerJoin(bookingDepartures, onItsTrain)
    .innerJoin(dayChanges, dayCancelled)
    .leftJoin(
      bookingDayCancellations,
      and(
        eq(bookingDayCancellations.orderId, bookingOrders.id),
        eq(bookingDayCancellations.departureId, bookingOrders.departureId),
      ),
    )
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

/** A cancelled train's mail's steps after it is recorded: queued, claimed, sent (mail-once.ts), for the order's train. */
export const cancelledDayMailSteps = mailOnce(bookingDayCancellations, bookingDayCancellations.orderId, ofItsTrainNow);

/**
 * The order's latest record, if it was on a cancelled day (that of its train now, else the one it moved away from):
 * the choice made, and whether the day of its train now is cancelled.
 */
async function cancellationOf(db: Db | Tx, orderId: string) {
  const [row] = await db
    .select({ choice: bookingDayCancellations.choice, stillCancelled: sql<boolean>`${dayChanges.day} IS NOT NULL` })
    .from(bookingDayCancellations)
    .innerJoin(bookingOrders, eq(bookingOrders.id, bookingDayCancellations.orderId))
    .innerJoin(bookingDepartures, onItsTrain)
    .leftJoin(dayChanges, dayCancelled)
    .where(eq(bookingOrders.id, orderId))
    .orderBy(desc(ofItsTrainNow), desc(bookingDayCancellations.recordedAt))
    .limit(1);
  return row;
}

/** The orders a cancelled train's choices are for: those still to run, paid or to pay at the station. */
export const LIVE: OrderState[] = ['reserved', 'paid'];

/**
 * An order's cancelled train as its buyer sees it: the choice made, or null while one is open (its day still
 * cancelled, the order live); null itself when there is nothing to choose.
 */
export async function cancelledTrainOf(db: Db | Tx, order: { id: string; state: OrderState }) {
  const cancellation = await cancellationOf(db, order.id);
  if (cancellation?.choice) return { choice: cancellation.choice };
  return cancellation?.stillCancelled && LIVE.includes(order.state) ? { choice: null } : null;
}

/** Records the buyer's choice for the order's train now, once: false when one was made before. */
export async function recordChoice(tx: Tx, orderId: string, choice: CancelledDayChoice) {
  const rows = await tx
    .update(bookingDayCancellations)
    .set({ choice, chosenAt: sql`now()` })
    .where(and(eq(bookingDayCancellations.orderId, orderId), ofItsTrainNow, isNull(bookingDayCancellations.choice)))
    .returning({ orderId: bookingDayCancellations.orderId });
  return rows.length > 0;
}
