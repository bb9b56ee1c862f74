import { and, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { OrderState, Tickets } from '@lmr/shared/booking';
import type { Db, Tx } from '../../db/database.ts';
import { bookingDepartures, bookingOrders } from '../../db/schema/index.ts';
import { offerFreedSeats } from './waiting-list-offers.ts';

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
export async function releaseLapsedHolds(tx: Tx, departureId: string) {
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
  await giveBackSeats(tx, departureId, { seats: sum('seats'), wheelchairSpaces: sum('wheelchairSpaces') });
}

type Takes = { seats: number; wheelchairSpaces: number };

/**
 * Takes seats off a departure's counts: a lapsed hold, a cancelled order, an order moved to another train. The
 * waiting list, if any, is offered them before anyone else can take them (waiting-list-offers.ts).
 */
export async function giveBackSeats(tx: Tx, departureId: string, takes: Takes) {
  await tx
    .update(bookingDepartures)
    .set({
      seatsTaken: sql`${bookingDepartures.seatsTaken} - ${takes.seats}`,
      wheelchairSpacesTaken: sql`${bookingDepartures.wheelchairSpacesTaken} - ${takes.wheelchairSpaces}`,
    })
    .where(eq(bookingDepartures.id, departureId));
  await offerFreedSeats(tx, departureId);
}

/**
 * Takes the seats with one conditional UPDATE: it adds to the departure's counts only while they stay within
 * its capacity, and PostgreSQL re-reads a row another buyer has just changed before deciding, so however many
 * buyers race, no more seats are taken than there are (the table's CHECKs refuse it too). False when full.
 */
export async function takeSeats(tx: Tx, departureId: string, takes: Takes) {
  const taken = await tx
    .update(bookingDepartures)
    .set({
      seatsTaken: sql`${bookingDepartures.seatsTaken} + ${takes.seats}`,
      wheelchairSpacesTaken: sql`${bookingDepartures.wheelchairSpacesTaken} + ${takes.wheelchairSpaces}`,
    })
    .where(
      and(
        eq(bookingDepartures.id, departureId),
        sql`${bookingDepartures.seatsTaken} + ${takes.seats} <= ${bookingDepartures.seats}`,
        sql`${bookingDepartures.wheelchairSpacesTaken} + ${takes.wheelchairSpaces} <= ${bookingDepartures.wheelchairSpaces}`,
      ),
    )
    .returning({ id: bookingDepartures.id });
  return taken.length > 0;
}

/** Holds seats (takeSeats), giving back the train's lapsed holds first; when the hold ends, or undefined when full. */
export async function holdSeats(db: Db, hold: NewHold): Promise<Date | undefined> {
  return db.transaction(async (tx) => {
    await releaseLapsedHolds(tx, hold.departureId);
    if (!(await takeSeats(tx, hold.departureId, hold))) return undefined;
    const { holdMinutes, ...order } = hold;
    const [held] = await tx
      .insert(bookingOrders)
      .values({ ...order, state: 'held', heldUntil: sql`now() + make_interval(mins => ${holdMinutes})` })
      .returning({ heldUntil: bookingOrders.heldUntil });
    return held!.heldUntil;
  });
}

/** With Gift Aid on admission, the order's total becomes the Gift Aid total and the standard one is kept beside it. */
const giftAidFare = (giftAidTotalPence: number | undefined) =>
  giftAidTotalPence ? { giftAidStandardPence: sql`${bookingOrders.totalPence}`, totalPence: giftAidTotalPence } : {};

/**
 * Turns a hold whose time has not run out into a reservation, with the refund policy in force (and with Gift Aid on
 * admission, at its total: decision 163); its id, or undefined when it is not such a hold.
 */
export async function reserveHold(
  tx: Tx,
  referenceHash: string,
  buyer: { name: string; email: string },
  refundHoursBefore: number,
  giftAidTotalPence?: number,
) {
  const reserved = { state: 'reserved' as const, reservedAt: sql`now()`, refundHoursBefore };
  const [row] = await tx
    .update(bookingOrders)
    .set({ ...reserved, name: buyer.name, email: buyer.email, ...giftAidFare(giftAidTotalPence) })
    .where(
      and(
        eq(bookingOrders.referenceHash, referenceHash),
        eq(bookingOrders.state, 'held'),
        sql`${bookingOrders.heldUntil} > now()`,
      ),
    )
    .returning({ id: bookingOrders.id });
  return row?.id;
}

/**
 * The buyer goes to pay online: a live hold waits for its payment, its seats kept until `heldUntil` (when the
 * payment page closes). With Gift Aid on admission, its total becomes `giftAidTotalPence` and the standard total is
 * kept beside it. The order's id, departure and price, or undefined when it is not such a hold.
 */
export async function awaitPayment(
  db: Db,
  referenceHash: string,
  buyer: { name: string; email: string },
  heldUntil: Date,
  giftAidTotalPence?: number,
) {
  const [row] = await db
    .update(bookingOrders)
    .set({
      state: 'awaiting_payment',
      name: buyer.name,
      email: buyer.email,
      heldUntil,
      ...giftAidFare(giftAidTotalPence),
    })
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

/** The booking office took a reserved order's money at the station (decision 163): reserved to paid, once. */
export async function markPaidAtStation(db: Db, id: string) {
  const [row] = await db
    .update(bookingOrders)
    .set({ state: 'paid', paidAt: sql`now()` })
    .where(and(eq(bookingOrders.id, id), eq(bookingOrders.state, 'reserved')))
    .returning({ id: bookingOrders.id });
  return row;
}

/** The payment provider confirmed the order's payment: awaiting_payment to paid, once. */
export async function markPaid(tx: Tx, orderId: string, refundHoursBefore: number) {
  const rows = await tx
    .update(bookingOrders)
    .set({ state: 'paid', paidAt: sql`now()`, refundHoursBefore })
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

/** A hold given up (an offer from the waiting list that its person did not want): its seats go back, once. */
export async function releaseHold(tx: Tx, orderId: string, departureId: string) {
  await expireAndGiveBack(tx, departureId, and(eq(bookingOrders.id, orderId), eq(bookingOrders.state, 'held')));
}

/** An order with its departure's day and time; a hold past its time reads as expired. */
async function orderWhere(db: Db | Tx, where: SQL) {
  const [row] = await db
    .select({
      order: bookingOrders,
      day: bookingDepartures.day,
      departs: bookingDepartures.departs,
      lapsed: sql<boolean>`${bookingOrders.state} = 'held' AND ${bookingOrders.heldUntil} <= now()`,
    })
    .from(bookingOrders)
    .innerJoin(bookingDepartures, eq(bookingDepartures.id, bookingOrders.departureId))
    .where(where);
  return row;
}

export const findOrder = (db: Db, referenceHash: string) =>
  orderWhere(db, eq(bookingOrders.referenceHash, referenceHash));

export const orderById = (db: Db | Tx, id: string) => orderWhere(db, eq(bookingOrders.id, id));

/**
 * Cancels a reservation (or, for a cancelled train, a paid order too); what it took, or undefined when it is in
 * none of `states` (already cancelled, say).
 */
export async function cancelReservation(tx: Tx, id: string, states: OrderState[] = ['reserved']) {
  const [row] = await tx
    .update(bookingOrders)
    .set({ state: 'cancelled', cancelledAt: sql`now()` })
    .where(and(eq(bookingOrders.id, id), inArray(bookingOrders.state, states)))
    .returning({
      departureId: bookingOrders.departureId,
      seats: bookingOrders.seats,
      wheelchairSpaces: bookingOrders.wheelchairSpaces,
    });
  return row;
}

/**
 * A paid order whose whole payment was refunded ends, once: its seats go back (to the waiting list first) and
 * its tickets stop passing the gate, which lets in reserved and paid orders only.
 */
export async function endRefundedOrder(tx: Tx, id: string) {
  const [row] = await tx
    .update(bookingOrders)
    .set({ state: 'refunded', cancelledAt: sql`now()` })
    .where(and(eq(bookingOrders.id, id), eq(bookingOrders.state, 'paid')))
    .returning({
      departureId: bookingOrders.departureId,
      seats: bookingOrders.seats,
      wheelchairSpaces: bookingOrders.wheelchairSpaces,
    });
  if (row) await giveBackSeats(tx, row.departureId, row);
}

/** Moves an order to another departure, if it is still on the one it was read on and in one of `states`. */
export async function moveOrder(tx: Tx, id: string, from: string, to: string, states: OrderState[] = ['reserved']) {
  const rows = await tx
    .update(bookingOrders)
    .set({ departureId: to })
    .where(and(eq(bookingOrders.id, id), eq(bookingOrders.departureId, from), inArray(bookingOrders.state, states)))
    .returning({ id: bookingOrders.id });
  return rows.length > 0;
}
