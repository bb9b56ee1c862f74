import { randomBytes } from 'node:crypto';
import {
  bookingMessages as m,
  bookingRules,
  type BookingDay,
  type HoldOrder,
  type Order,
  priceOf,
  ticketPrices,
  ticketsTake,
} from '@lmr/shared/booking';
import { cancelledDayMessages } from '@lmr/shared/booking-cancelled-day';
import type { RunningDay } from '@lmr/shared/timetable';
import type { admissionDeclaration } from '@lmr/shared/tax-relief';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { publicTimetable } from '../running-days/timetable-service.ts';
import { hashToken } from '../sessions/tokens.ts';
import { declareWithBooking, giftAidAdmission } from '../tax-relief/gift-aid-admission.ts';
import { departureForSale, type DepartureRow, departuresWithSales, findDeparture } from './departures-repository.ts';
import { findOrder, holdSeats, reserveHold } from './orders-repository.ts';
import { railwayInstant } from './railway-instant.ts';
import { salesPaused } from './crew-pauses-repository.ts';
import { sendTickets } from './ticket-mail.ts';

/*
 * Buying seats without an account: what is on sale, holding seats, and reserving them to pay at the station
 * (paying online: booking-payments.ts).
 */

const conflict = (code: string, message: string) => new HttpError(409, code, message);

/** Whether a departure's tickets are on sale at `now`: from its days before, until its minutes before. */
export function onSale(
  departure: Pick<DepartureRow, 'day' | 'departs' | 'salesOpenDaysBefore' | 'salesCloseMinutesBefore'>,
  now: Date,
) {
  const leaves = railwayInstant(departure.day, departure.departs).getTime();
  const opens = leaves - departure.salesOpenDaysBefore * 86_400_000;
  const closes = leaves - departure.salesCloseMinutesBefore * 60_000;
  return now.getTime() >= opens && now.getTime() < closes;
}

export const runningDaysByDate = async (db: Db) => new Map((await publicTimetable(db)).map((d) => [d.date, d]));
const runs = (day: RunningDay | undefined): day is RunningDay => !!day && day.status !== 'cancelled';

/** The days from `today` with bookable trains, on days the railway still runs. */
export async function bookingDays(db: Db, today: string) {
  const days = await runningDaysByDate(db);
  const dates = [...new Set((await departuresWithSales(db, { from: today })).map((r) => r.departure.day))];
  return dates.flatMap((date) => {
    const day = days.get(date);
    return runs(day) ? [{ date, patternName: day.patternName }] : [];
  });
}

/** A day's bookable trains with the seats left on each right now, and the day's ticket prices. */
export async function bookingDay(db: Db, date: string, now: Date, payOnline: boolean): Promise<BookingDay> {
  const day = (await runningDaysByDate(db)).get(date);
  const rows = await departuresWithSales(db, { day: date });
  if (!runs(day) || rows.length === 0) throw notFound(m.nothingToBook);
  const paused = await salesPaused(db, date);
  const prices = ticketPrices(day.fares);
  return {
    date,
    patternName: day.patternName,
    prices,
    payOnline,
    salesPaused: paused,
    giftAid: await giftAidAdmission(db, prices),
    departures: rows.map(({ departure: d, seatsSold, seatsHeld, wheelchairSpacesTaken }) => ({
      id: d.id,
      time: d.departs,
      seatsLeft: Math.max(0, d.seats - seatsSold - seatsHeld),
      wheelchairSpacesLeft: Math.max(0, d.wheelchairSpaces - wheelchairSpacesTaken),
      onSale: !paused && onSale(d, now),
      maxSeatsPerOrder: d.maxSeatsPerOrder,
    })),
  };
}

/** Whether a refused hold wanted a wheelchair space, and none is left: its refusal says so. */
async function lacksWheelchairSpace(db: Db, departureId: string, takes: { wheelchairSpaces: number }) {
  if (takes.wheelchairSpaces === 0) return false;
  const now = await findDeparture(db, departureId);
  return !now || now.wheelchairSpacesTaken + takes.wheelchairSpaces > now.wheelchairSpaces;
}

/** 128 random bits: the order's secret reference, in its link and on the confirmation. */
const newReference = () => randomBytes(16).toString('base64url');

/**
 * The train's fares and whether it runs, read with the train (decision 156); a train made bookable before its
 * pattern was kept works its day out from the timetable, as every hold once did.
 */
async function saleOf(db: Db, departureId: string) {
  const sale = await departureForSale(db, departureId);
  if (!sale?.pattern) {
    const day = sale && (await runningDaysByDate(db)).get(sale.departure.day);
    return sale && { ...sale, runs: runs(day), fares: day?.fares };
  }
  return { ...sale, runs: !sale.cancelled, fares: sale.pattern.fares };
}

/**
 * A request for tickets on a train on sale at `now`, within its seats per order: the train, the seats and
 * wheelchair spaces it takes and its price at the day's fares. To hold them, or to wait for them (waiting-list.ts).
 * It reads the one train and its day, never the whole timetable: the rush of issue 28 holds thousands at once.
 */
export async function ticketsOnSale(db: Db, request: HoldOrder, now: Date) {
  const sale = await saleOf(db, request.departureId);
  if (!sale) throw notFound(m.unknownDeparture);
  const { departure, fares } = sale;
  if (!sale.runs || !fares || !onSale(departure, now)) throw conflict('not_on_sale', m.notOnSale);
  if (sale.paused) throw conflict('sales_paused', cancelledDayMessages.salesPaused);
  const { tickets } = request;
  const takes = ticketsTake(tickets);
  if (takes.seats > departure.maxSeatsPerOrder) {
    throw new HttpError(400, 'invalid_input', m.tooMany(departure.maxSeatsPerOrder), {
      tickets: m.tooMany(departure.maxSeatsPerOrder),
    });
  }
  return { departure, tickets, takes, totalPence: priceOf(tickets, ticketPrices(fares)) };
}

/** Holds seats for a few minutes; the order as its buyer sees it, with its reference, which only they now know. */
export async function hold(db: Db, request: HoldOrder, now: Date): Promise<Order> {
  const { departure, tickets, takes, totalPence } = await ticketsOnSale(db, request, now);
  const reference = newReference();
  const heldUntil = await holdSeats(db, {
    referenceHash: hashToken(reference),
    departureId: departure.id,
    tickets,
    ...takes,
    totalPence,
    holdMinutes: bookingRules.holdMinutes,
  });
  if (!heldUntil)
    throw conflict('sold_out', (await lacksWheelchairSpace(db, departure.id, takes)) ? m.noWheelchairSpace : m.soldOut);
  return {
    purpose: 'booking',
    reference,
    state: 'held',
    date: departure.day,
    time: departure.departs,
    tickets,
    totalPence,
    heldUntil: heldUntil.toISOString(),
    name: null,
  };
}

/** Why an order that is no longer a live hold cannot be reserved or paid for now. */
export async function orderRefusal(db: Db, reference: string) {
  const order = await findOrder(db, hashToken(reference));
  if (!order) return notFound(m.orderUnknown);
  switch (order.order.state) {
    case 'reserved':
    case 'paid':
      return conflict('already_reserved', m.alreadyReserved);
    case 'awaiting_payment':
      return conflict('awaiting_payment', m.awaitingPayment);
    default:
      return conflict('hold_expired', m.holdExpired);
  }
}

/** Gift Aid on admission paid at the station (decision 163): the total at its fare, and the buyer's declaration. */
interface StationGiftAid {
  totalPence: number;
  declaration: z.output<typeof admissionDeclaration>;
}

/**
 * Pay at the station: the hold becomes a reservation (with Gift Aid on admission, at its fare and with the
 * declaration in the same transaction; it is claimed once the booking office records it paid), and its tickets mail is recorded in the same transaction;
 * the order's id, for the caller to queue that mail. Paying online takes the hold to awaiting_payment instead
 * (booking-payments.ts), and the payment's confirmation to paid, which records the tickets mail the same way.
 */
export async function reserve(
  db: Db,
  reference: string,
  buyer: { name: string; email: string },
  giftAid?: StationGiftAid,
) {
  const reserved = await db.transaction(async (tx) => {
    const id = await reserveHold(tx, hashToken(reference), buyer, bookingRules.refundHoursBefore, giftAid?.totalPence);
    if (id && giftAid) await declareWithBooking(tx, { id, email: buyer.email }, giftAid.declaration);
    if (id) await sendTickets(tx, id);
    return id;
  });
  if (reserved) return reserved;
  throw await orderRefusal(db, reference);
}

export async function order(db: Db, reference: string): Promise<Order> {
  const row = await findOrder(db, hashToken(reference));
  if (!row) throw notFound(m.orderUnknown);
  const { order: o } = row;
  return {
    purpose: o.purpose,
    reference,
    state: row.lapsed ? 'expired' : o.state,
    date: row.day,
    time: row.departs,
    tickets: o.tickets,
    totalPence: o.totalPence,
    heldUntil: o.heldUntil.toISOString(),
    name: o.name,
  };
}
