import { bookingMessages as bm, type CancelledDayChoice } from '@lmr/shared/booking';
import { cancelledDayMessages as m } from '@lmr/shared/booking-cancelled-day';
import { formatPence } from '@lmr/shared/timetable';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/database.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import { recordFareDonation } from '../payments/fare-donations.ts';
import type { ChangeOrigin } from '../payments/payment-audit.ts';
import { onSale, runningDaysByDate } from './booking-sales.ts';
import { cancelledTrainOf, LIVE, recordChoice } from './cancelled-days-repository.ts';
import { findDeparture } from './departures-repository.ts';
import { salesPaused } from './crew-pauses-repository.ts';
import { managed, paymentOf, signedOrder } from './manage-booking.ts';
import { cancelReservation, giveBackSeats, moveOrder, orderById, takeSeats } from './orders-repository.ts';
import type { TicketKeys } from './ticket-references.ts';

/*
 * The three choices a booking on a cancelled train is offered by its mail (decision 140): move to a train on
 * another day, a refund (in full, through the payment provider's refund call), or the fare kept as a donation.
 * One choice per order, whichever comes first; each is in the audit log.
 */

const conflict = (code: string, message: string) => new HttpError(409, code, message);

type OrderRow = Awaited<ReturnType<typeof signedOrder>>;

/** The order the manage reference signs, on a train still cancelled and with no choice made yet. */
async function undecided(db: Db, keys: TicketKeys, reference: string) {
  const row = await signedOrder(db, keys, reference);
  const train = await cancelledTrainOf(db, row.order);
  if (train?.choice) throw conflict('already_chosen', m.alreadyChosen);
  if (!train) throw conflict('not_cancelled', m.notCancelled);
  return row;
}

/**
 * Records the choice once and does what it means in the same transaction, with its line in the audit log: the
 * buyer made it, without an account, through the link only they were sent.
 */
function decide(
  db: Db,
  row: OrderRow,
  choice: { choice: CancelledDayChoice; audit: string; origin: ChangeOrigin },
  act: (tx: Tx) => Promise<void>,
) {
  const { order } = row;
  return db.transaction(async (tx) => {
    if (!(await recordChoice(tx, order.id, choice.choice))) throw conflict('already_chosen', m.alreadyChosen);
    await act(tx);
    await recordAudit(tx, {
      actorId: null,
      actorEmail: order.email ?? '',
      actorName: order.name ?? '',
      action: choice.audit,
      method: choice.origin.method,
      path: choice.origin.url.slice(0, 2000),
      status: 200,
      ip: choice.origin.ip,
      details: `booking ${order.id}: ${formatPence(order.totalPence)}, ${order.state}`,
    });
    return managed(tx, (await orderById(tx, order.id))!);
  });
}

/**
 * The order stops, and its seats go back to its (cancelled) train so that the counts stay true. A paid order
 * refunded in full has stopped already, as its refund was recorded (booking-payments.ts).
 */
async function endOrder(tx: Tx, orderId: string) {
  const cancelled = await cancelReservation(tx, orderId, LIVE);
  if (cancelled) return giveBackSeats(tx, cancelled.departureId, cancelled);
  if ((await orderById(tx, orderId))?.order.state !== 'refunded') throw conflict('not_confirmed', bm.notConfirmed);
}

/**
 * A refund: what is left of a paid order's payment (all of it, unless an admin refunded part) is refunded through
 * the provider first, under one idempotency key per order, so asked twice (or retried after a failure) the
 * provider refunds once; a reservation is just cancelled.
 */
export async function refundCancelledTrain(
  db: Db,
  payments: FastifyInstance['payments'],
  keys: TicketKeys,
  reference: string,
  origin: ChangeOrigin,
) {
  const row = await undecided(db, keys, reference);
  const payment = await paymentOf(db, row.order);
  if (payment) {
    await payments.refund({
      paymentId: payment.id,
      amountPence: 'rest',
      idempotencyKey: `booking-cancelled-train-${row.order.id}`,
      askedBy: null,
    });
  }
  return decide(db, row, { choice: 'refunded', audit: m.auditRefund, origin }, (tx) => endOrder(tx, row.order.id));
}

/** The paid fare kept as a donation, recorded in payments with what is left of the payment; nothing is refunded. */
export async function donateCancelledFare(db: Db, keys: TicketKeys, reference: string, origin: ChangeOrigin) {
  const row = await undecided(db, keys, reference);
  const payment = await paymentOf(db, row.order);
  if (!payment) throw conflict('nothing_paid', m.nothingPaid);
  return decide(db, row, { choice: 'donated', audit: m.auditDonate, origin }, async (tx) => {
    await recordFareDonation(tx, payment);
    await endOrder(tx, row.order.id);
  });
}

/**
 * Moved to a train with seats on another running day, on sale now; the fare paid stands whatever that day's
 * fares are. The seats are taken there (refused when it is full) and given back here in one transaction.
 */
export async function moveFromCancelledTrain(
  db: Db,
  keys: TicketKeys,
  request: { reference: string; departureId: string },
  now: Date,
  origin: ChangeOrigin,
) {
  const row = await undecided(db, keys, request.reference);
  const to = await findDeparture(db, request.departureId);
  if (!to) throw notFound(bm.unknownDeparture);
  if (to.day === row.day) throw conflict('same_day', m.otherDay);
  const day = (await runningDaysByDate(db)).get(to.day);
  if (!day || day.status === 'cancelled' || !onSale(to, now)) throw conflict('not_on_sale', bm.notOnSale);
  if (await salesPaused(db, to.day)) throw conflict('sales_paused', m.salesPaused);
  const { order } = row;
  return decide(db, row, { choice: 'moved', audit: m.auditMove, origin }, async (tx) => {
    if (!(await takeSeats(tx, to.id, order))) throw conflict('sold_out', bm.soldOut);
    if (!(await moveOrder(tx, order.id, order.departureId, to.id, LIVE))) {
      throw conflict('not_confirmed', bm.notConfirmed);
    }
    await giveBackSeats(tx, order.departureId, order);
  });
}
