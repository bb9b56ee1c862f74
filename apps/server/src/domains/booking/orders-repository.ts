import { and, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Tickets } from '@lmr/shared/booking';
import type { Db, Tx } from '../../db/database.ts';
import { bookingDepartures, bookingOrders } from '../../db/schema/index.ts';

/* Orders: seats held, then reserved or paid online. Only the hash of an order's reference is stored. */

export interface NewHold {
  referenceHash: string;
  departureId: string;
  tickets: Tickets;
  seats: number;
  wheelchairSpaces: number;
  totalPence: number;
  holdMinutes: number;
}

/**
 * Gives back the seats of this departure's holds whose time has run out. Each lapsed hold is marked expired
 * by one conditional UPDATE, so of two buyers doing this at once only one gives its seats back.
 */
async function releaseLapsedHolds(tx: Tx, departureId: string) {
  await expireAndGiveBack(
    tx,
    departureId,
    and(
      eq(bookingOrders.departureId, departureId),
      eq(bookingOrders.state, 'held'),
      lte(bookingOrders.heldUntil, sql`now()`),
    ),
  );
}

/** Marks the orders `where` selects expired, by one conditional UPDATE, and gives their seats back to the departure. */
async function expireAndGiveBack(tx: Tx, departureId: string, where: SQL | undefined) {
  const lapsed = await tx
    .update(bookingOrders)
    .set({ state: 'expired' })
    .where(where)
    .returning({ seats: bookingOrders.seats, wheelchairSpaces: bookingOrders.wheelchairSpaces });
  if (lapsed.length === 0) return;
  const sum = (key: 'seats' | 'wheelchairSpaces') => lapsed.reduce((n, row) => n + row[key], 0);
  await tx
    .update(bookingDepartures)
    .set({
      seatsTaken: sql`${bookingDepartures.seatsTaken} - ${sum('seats')}`,
      wheelchairSpacesTaken: sql`${bookingDepartures.wheelchairSpacesTaken} - ${sum('wheelchairSpaces')}`,
    })
    .where(eq(bookingDepartures.id, departureId));
}

/**
 * Takes the seats with one conditional UPDATE: it adds to the departure's counts only while they stay within
 * its capacity, and PostgreSQL re-reads a row another buyer has just changed before deciding, so however many
 * buyers race, no more seats are taken than there are (the table's CHECKs refuse it too). False when full.
 */
export async function holdSeats(db: Db, hold: NewHold): Promise<boolean> {
  return db.transaction(async (tx) => {
    await releaseLapsedHolds(tx, hold.departureId);
    const taken = await tx
      .update(bookingDepartures)
      .set({
        seatsTaken: sql`${bookingDepartures.seatsTaken} + ${hold.seats}`,
        wheelchairSpacesTaken: sql`${bookingDepartures.wheelchairSpacesTaken} + ${hold.wheelchairSpaces}`,
      })
      .where(
        and(
          eq(bookingDepartures.id, hold.departureId),
          sql`${bookingDepartures.seatsTaken} + ${hold.seats} <= ${bookingDepartures.seats}`,
          sql`${bookingDepartures.wheelchairSpacesTaken} + ${hold.wheelchairSpaces} <= ${bookingDepartures.wheelchairSpaces}`,
        ),
      )
      .returning({ id: bookingDepartures.id });
    if (taken.length === 0) return false;
    const { holdMinutes, ...order } = hold;
    await tx
      .insert(bookingOrders)
      .values({ ...order, state: 'held', heldUntil: sql`now() + make_interval(mins => ${holdMinutes})` });
    return true;
  });
}

/** Turns a hold whose time has not run out into a reservation; false when it is not such a hold. */
export async function reserveHold(db: Db, referenceHash: string, buyer: { name: string; email: string }) {
  const rows = await db
    .update(bookingOrders)
    .set({ state: 'reserved', name: buyer.name, email: buyer.email, reservedAt: sql`now()` })
    .where(
      and(
        eq(bookingOrders.referenceHash, referenceHash),
        eq(bookingOrders.state, 'held'),
        sql`${bookingOrders.heldUntil} > now()`,
      ),
    )
    .returning({ id: bookingOrders.id });
  return rows.length > 0;
}

/**
 * The buyer goes to pay online: a live hold waits for its payment, its seats kept until `heldUntil` (when the
 * payment page closes). The order's id, departure and price, or undefined when it is not such a hold.
 */
export async function awaitPayment(
  db: Db,
  referenceHash: string,
  buyer: { name: string; email: string },
  heldUntil: Date,
) {
  const [row] = await db
    .update(bookingOrders)
    .set({ state: 'awaiting_payment', name: buyer.name, email: buyer.email, heldUntil })
    .where(
      and(
        eq(bookingOrders.referenceHash, referenceHash),
        eq(bookingOrders.state, 'held'),
        sql`${bookingOrders.heldUntil} > now()`,
      ),
    )
    .returning({ id: bookingOrders.id, departureId: bookingOrders.departureId, tickets: bookingOrders.tickets });
  return row;
}

/** The payment provider confirmed the order's payment: awaiting_payment to paid, once. */
export async function markPaid(tx: Tx, orderId: string) {
  const rows = await tx
    .update(bookingOrders)
    .set({ state: 'paid', paidAt: sql`now()` })
    .where(and(eq(bookingOrders.id, orderId), eq(bookingOrders.state, 'awaiting_payment')))
    .returning({ id: bookingOrders.id });
  return rows.length > 0;
}

/** The order's payment page closed unpaid: its seats are given back, once. */
export async function releaseUnpaid(tx: Tx, orderId: string) {
  const [order] = await tx
    .select({ departureId: bookingOrders.departureId })
    .from(bookingOrders)
    .where(eq(bookingOrders.id, orderId));
  if (!order) return;
  await expireAndGiveBack(
    tx,
    order.departureId,
    and(eq(bookingOrders.id, orderId), eq(bookingOrders.state, 'awaiting_payment')),
  );
}

/** An order with its departure's day and time; a hold past its time reads as expired. */
export async function findOrder(db: Db, referenceHash: string) {
  const [row] = await db
    .select({
      order: bookingOrders,
      day: bookingDepartures.day,
      departs: bookingDepartures.departs,
      lapsed: sql<boolean>`${bookingOrders.state} = 'held' AND ${bookingOrders.heldUntil} <= now()`,
    })
    .from(bookingOrders)
    .innerJoin(bookingDepartures, eq(bookingDepartures.id, bookingOrders.departureId))
    .where(eq(bookingOrders.referenceHash, referenceHash));
  return row;
}
