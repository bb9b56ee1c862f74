import { bookingMessages as m, type ManagedBooking, type OrderState } from '@lmr/shared/booking';
import type { Db, Tx } from '../../db/database.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { paymentHoldingMoney } from '../payments/fare-donations.ts';
import { bookingPurpose } from './booking-payments.ts';
import { cancelledTrainOf } from './cancelled-days-repository.ts';
import { findDeparture } from './departures-repository.ts';
import { cancelReservation, giveBackSeats, moveOrder, orderById, takeSeats } from './orders-repository.ts';
import { railwayInstant } from './railway-instant.ts';
import { onSale } from './booking-sales.ts';
import { type TicketKeys, verifyReference } from './ticket-references.ts';

/*
 * Managing a booking from its tickets mail's link (decision 130): see it, cancel it or move it to another
 * train of its day, up to the refund policy stored on the order when it was bought.
 */

const conflict = (code: string, message: string) => new HttpError(409, code, message);

type OrderRow = NonNullable<Awaited<ReturnType<typeof orderById>>>;

const changeableUntil = ({ order, day, departs }: OrderRow) =>
  new Date(railwayInstant(day, departs).getTime() - (order.refundHoursBefore ?? 0) * 3_600_000);

/** A paid order's payment, with what is left of it after any part an admin refunded. */
export const paymentOf = (db: Db | Tx, order: { id: string; state: OrderState }) =>
  order.state === 'paid' ? paymentHoldingMoney(db, bookingPurpose.purpose, order.id) : undefined;

/** A cancelled train's choice, and what its refund (or donation) would be: what is left of the fare paid. */
async function cancelledTrain(db: Db | Tx, order: OrderRow['order']) {
  const train = await cancelledTrainOf(db, order);
  return train && { ...train, leftToRefundPence: (await paymentOf(db, order))?.leftPence ?? 0 };
}

export const managed = async (db: Db | Tx, row: OrderRow): Promise<ManagedBooking> => ({
  state: row.order.state,
  date: row.day,
  time: row.departs,
  tickets: row.order.tickets,
  totalPence: row.order.totalPence,
  name: row.order.name,
  refundHoursBefore: row.order.refundHoursBefore ?? 0,
  changeableUntil: changeableUntil(row).toISOString(),
  cancelledTrain: await cancelledTrain(db, row.order),
});

/** The order a manage reference signs; a forged or changed one is refused as unknown. */
export async function signedOrder(db: Db | Tx, keys: TicketKeys, reference: string) {
  const signed = verifyReference(keys, reference);
  const row = signed?.kind === 'manage' ? await orderById(db, signed.orderId) : undefined;
  if (!row) throw notFound(m.badManageReference);
  return row;
}

/** A reserved order still within its refund policy at `now`; otherwise the refusal says why. */
function changeable(row: OrderRow, now: Date) {
  // A paid order's refund goes through the payment provider, which no screen asks for yet: the railway does it.
  if (row.order.state === 'paid') throw conflict('paid_online', m.paidChange);
  if (row.order.state !== 'reserved') throw conflict('not_confirmed', m.notConfirmed);
  if (now >= changeableUntil(row)) throw conflict('too_late', m.cancelTooLate(row.order.refundHoursBefore ?? 0));
}

export const managedBooking = async (db: Db, keys: TicketKeys, reference: string) =>
  managed(db, await signedOrder(db, keys, reference));

/**
 * Cancels within the refund policy: the seats are given back in the same transaction. A reservation is paid
 * at the station, so nothing is refunded; a paid order (online payment) refunds here, through its payment,
 * before its seats are given back: cancelReservation takes reserved orders only until that is written.
 */
export async function cancelBooking(db: Db, keys: TicketKeys, reference: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await signedOrder(tx, keys, reference);
    changeable(row, now);
    const cancelled = await cancelReservation(tx, row.order.id);
    if (!cancelled) throw conflict('not_confirmed', m.notConfirmed);
    await giveBackSeats(tx, cancelled.departureId, cancelled);
    return managed(tx, (await orderById(tx, row.order.id))!);
  });
}

/**
 * Moves to another train of the same day (the same fares, so the same total), in one transaction: the seats
 * taken on the new train (refused when it is full), given back on the old one.
 */
export async function moveBooking(db: Db, keys: TicketKeys, reference: string, departureId: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await signedOrder(tx, keys, reference);
    changeable(row, now);
    const to = await findDeparture(tx, departureId);
    if (!to || to.day !== row.day || to.id === row.order.departureId) throw notFound(m.unknownDeparture);
    if (!onSale(to, now)) throw conflict('not_on_sale', m.notOnSale);
    const { order } = row;
    if (!(await takeSeats(tx, to.id, order))) throw conflict('sold_out', m.soldOut);
    if (!(await moveOrder(tx, order.id, order.departureId, to.id))) throw conflict('not_confirmed', m.notConfirmed);
    await giveBackSeats(tx, order.departureId, order);
    return managed(tx, (await orderById(tx, order.id))!);
  });
}
