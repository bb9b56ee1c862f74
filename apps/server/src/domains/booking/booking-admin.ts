import { type AdminOrder, bookingAdminMessages as am, type DepartureManifest } from '@lmr/shared/booking-admin';
import { bookingMessages as m, ticketTypeNames } from '@lmr/shared/booking';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { csvDocument } from '../../http/csv.ts';
import { hashToken } from '../sessions/tokens.ts';
import {
  adminOrder,
  type AdminOrderRow,
  confirmedOrdersOn,
  moveConfirmedOrder,
  searchOrders,
} from './booking-admin-repository.ts';
import { departuresWithSales, findDeparture } from './departures-repository.ts';
import { checkInsOn } from './gate-repository.ts';
import { giveBackSeats, markPaidAtStation, takeSeats } from './orders-repository.ts';
import { recordMoveMail } from './ticket-mails-repository.ts';

/* The admins' work on a train's orders (issue 28 point 8): its sales and manifest, CSV, search, resend and move. */

const conflict = (code: string, message: string) => new HttpError(409, code, message);

export const adminOrderOf = ({ order, date, time, payment }: AdminOrderRow): AdminOrder => ({
  id: order.id,
  name: order.name,
  email: order.email,
  state: order.state,
  tickets: order.tickets,
  seats: order.seats,
  wheelchairSpaces: order.wheelchairSpaces,
  totalPence: order.totalPence,
  departureId: order.departureId,
  date,
  time,
  payment: payment?.id ? payment : null,
});

export async function departureManifest(db: Db, id: string): Promise<DepartureManifest> {
  const departure = await findDeparture(db, id);
  if (!departure) throw notFound(m.unknownDeparture);
  const [sales] = (await departuresWithSales(db, { day: departure.day })).filter((d) => d.departure.id === id);
  const { seatsSold, seatsHeld } = sales!;
  const orders = (await confirmedOrdersOn(db, id)).map(adminOrderOf);
  const sum = (n: (o: AdminOrder) => number) => orders.reduce((total, o) => total + n(o), 0);
  return {
    id,
    date: departure.day,
    time: departure.departs,
    seats: departure.seats,
    seatsSold,
    seatsHeld,
    seatsFree: departure.seats - seatsSold - seatsHeld,
    checkedIn: await checkInsOn(db, id),
    orders,
    totals: {
      seats: sum((o) => o.seats),
      babes: sum((o) => o.tickets.babe ?? 0),
      wheelchairSpaces: sum((o) => o.wheelchairSpaces),
    },
  };
}

/** A train's confirmed orders, one a line, every cell safe to open in a spreadsheet. */
export async function departureOrdersCsv(db: Db, id: string) {
  const { date, time, orders } = await departureManifest(db, id);
  const csv = csvDocument(
    ['date', 'time', 'name', 'email', 'state', ...ticketTypeNames, 'seats', 'wheelchair_spaces', 'total_pence'],
    orders.map((o) => [
      date,
      time,
      o.name ?? '',
      o.email ?? '',
      o.state,
      ...ticketTypeNames.map((t) => String(o.tickets[t] ?? 0)),
      String(o.seats),
      String(o.wheelchairSpaces),
      String(o.totalPence),
    ]),
  );
  return { date, time, csv };
}

/** Orders by the words of a buyer's name or e-mail, or by the reference the buyer was given. */
export async function findOrders(db: Db, q: string) {
  return (await searchOrders(db, q, hashToken(q))).map(adminOrderOf);
}

async function orderFor(db: Db, id: string) {
  const row = await adminOrder(db, id);
  if (!row) throw notFound(am.unknownOrder);
  return adminOrderOf(row);
}

/** A confirmed order with an e-mail, whose tickets mail can be sent again. */
export async function resendableOrder(db: Db, id: string) {
  const order = await orderFor(db, id);
  if (!['reserved', 'paid'].includes(order.state) || !order.email) throw conflict('not_resendable', am.notResendable);
  return order;
}

/**
 * The booking office took a reserved order's money at the station: the order is paid from now, so that Gift Aid on
 * admission chosen with it is claimed (decision 163).
 */
export async function paidAtStation(db: Db, id: string) {
  await orderFor(db, id);
  if (!(await markPaidAtStation(db, id))) throw conflict('not_reserved', am.notReserved);
  return orderFor(db, id);
}

/**
 * The railway moves an order to any bookable train with seats (by phone, say), past its refund policy and paid
 * or not: the seats taken on the new train (refused when it is full) and given back on the old one, at once, and
 * the buyer's mail of the new train recorded with it (queued by the caller or the sweep).
 */
export async function moveOrderByAdmin(db: Db, id: string, departureId: string) {
  const before = await orderFor(db, id);
  if (before.departureId === departureId) throw conflict('same_departure', am.sameDeparture);
  const moveId = await db.transaction(async (tx) => {
    const to = await findDeparture(tx, departureId);
    if (!to) throw notFound(m.unknownDeparture);
    if (!(await takeSeats(tx, to.id, before))) throw conflict('sold_out', m.soldOut);
    if (!(await moveConfirmedOrder(tx, id, before.departureId, to.id))) throw conflict('not_movable', am.notMovable);
    await giveBackSeats(tx, before.departureId, before);
    return recordMoveMail(tx, id);
  });
  return { before, after: await orderFor(db, id), moveId };
}
