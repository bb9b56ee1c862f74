import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  bookingMessages as m,
  bookingRules,
  type Tickets,
  type TicketType,
  ticketPrices,
  ticketTypeNames,
  ticketTypes,
} from '@lmr/shared/booking';
import type { admissionDeclaration } from '@lmr/shared/tax-relief';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import type { ChangeOrigin } from '../payments/payment-audit.ts';
import { definePaymentPurpose } from '../payments/payment-purposes.ts';
import { hashToken } from '../sessions/tokens.ts';
import { requireGiftAid } from '../tax-relief/gift-aid.ts';
import { declareWithBooking } from '../tax-relief/gift-aid-admission.ts';
import { giftAidAdmissionPence } from '../tax-relief/gift-aid-rules.ts';
import { orderRefusal, runningDaysByDate } from './booking-sales.ts';
import { awaitPayment, endRefundedOrder, findOrder, markPaid, releaseUnpaid } from './orders-repository.ts';
import { sendTickets } from './ticket-mail.ts';

/*
 * Paying online for seats (decision 129): the payments domain takes the money, this file tells it what the
 * money is for. A payment's reference is the order's id, never its secret reference.
 */

export const bookingPurpose = definePaymentPurpose({
  purpose: 'booking',
  // The tickets mail is recorded with the payment's confirmation; the tickets sweep queues it (ticket-mail.ts).
  async onPaid(orderId, _payment, tx) {
    if (await markPaid(tx, orderId, bookingRules.refundHoursBefore)) await sendTickets(tx, orderId);
  },
  async onExpired(orderId, tx) {
    await releaseUnpaid(tx, orderId);
  },
  // A whole refund ends the booking and gives its seats back; a part refund (a child's fare, say) keeps it.
  async onRefunded(orderId, refund, tx) {
    if (refund.whole) await endRefundedOrder(tx, orderId);
  },
});

interface PayOnline {
  reference: string;
  buyer: { name: string; email: string };
  /** The declaration that comes with Gift Aid on admission (decision 159); none at the standard fare. */
  giftAid?: z.output<typeof admissionDeclaration>;
  publicUrl: string;
  origin: ChangeOrigin;
}

/**
 * The checkout's lines: one per ticket type bought that costs something, at the day's fares (with Gift Aid on
 * admission, at least 10% above each), in pence.
 */
async function checkoutLines(db: Db, day: string, departs: string, tickets: Tickets, giftAid: boolean) {
  const runningDay = (await runningDaysByDate(db)).get(day);
  if (!runningDay) throw new HttpError(409, 'not_on_sale', m.notOnSale);
  const prices = ticketPrices(runningDay.fares);
  const price = (type: TicketType) => (giftAid ? giftAidAdmissionPence(prices[type]) : prices[type]);
  const label = (type: TicketType) => (giftAid ? m.withGiftAid(ticketTypes[type].label) : ticketTypes[type].label);
  return ticketTypeNames
    .filter((type) => tickets[type] > 0 && prices[type] > 0)
    .map((type) => ({
      description: `${label(type)}, ${runningDay.patternName}, ${day} ${departs}`,
      amountPence: price(type),
      quantity: tickets[type],
    }));
}

const totalOf = (lines: { amountPence: number; quantity: number }[]) =>
  lines.reduce((sum, l) => sum + l.amountPence * l.quantity, 0);

/**
 * A hold's total at the fare with Gift Aid on admission (UK mode only, else refused before anything changes), paid
 * online or at the station (decision 163); undefined when the reference is no longer a hold.
 */
export async function giftAidTotal(db: Db, reference: string) {
  await requireGiftAid(db);
  const held = await findOrder(db, hashToken(reference));
  if (held?.order.state !== 'held') return undefined;
  return totalOf(await checkoutLines(db, held.day, held.departs, held.order.tickets, true));
}

/**
 * The hold waits for its payment; with Gift Aid on admission at the higher total, with the buyer's declaration made
 * in the same transaction.
 */
async function awaitOnlinePayment(db: Db, request: PayOnline, heldUntil: Date) {
  const referenceHash = hashToken(request.reference);
  const { giftAid } = request;
  if (!giftAid) return awaitPayment(db, referenceHash, request.buyer, heldUntil);
  const total = await giftAidTotal(db, request.reference);
  if (total === undefined) return;
  await db.transaction(async (tx) => {
    const waiting = await awaitPayment(tx, referenceHash, request.buyer, heldUntil, total);
    if (waiting) await declareWithBooking(tx, { id: waiting.id, email: request.buyer.email }, giftAid);
  });
}

/**
 * The buyer goes to pay online: the hold waits for its payment, and the provider's page opens, closing when the
 * seats stop being kept. Asked again for the same order (a double click), the same page is answered.
 */
export async function payOnline(db: Db, payments: FastifyInstance['payments'], request: PayOnline) {
  if (!(await payments.onlineOffered())) throw new HttpError(409, 'not_offered', m.payOnlineOff);
  const referenceHash = hashToken(request.reference);
  await awaitOnlinePayment(db, request, new Date(Date.now() + 60_000 * bookingRules.payOnlineMinutes));
  const row = await findOrder(db, referenceHash);
  if (row?.order.state !== 'awaiting_payment') throw await orderRefusal(db, request.reference);
  const { order } = row;
  const giftAid = order.giftAidStandardPence !== null;
  // A second click asking the other fare than the first: the page opened is the first's.
  if (giftAid !== !!request.giftAid) throw await orderRefusal(db, request.reference);
  // The reference in the fragment: a browser never sends it to a server, so no access log holds it.
  const returnUrl = `${request.publicUrl}/book/return`;
  const fragment = `#ref=${request.reference}`;
  try {
    const { url } = await payments.startCheckout(
      {
        purpose: bookingPurpose.purpose,
        reference: order.id,
        lines: await checkoutLines(db, row.day, row.departs, order.tickets, giftAid),
        customerEmail: order.email ?? undefined,
        successUrl: `${returnUrl}?session={CHECKOUT_SESSION_ID}${fragment}`,
        cancelUrl: returnUrl + fragment,
        idempotencyKey: `booking-order-${order.id}`,
        expiresAt: order.heldUntil,
      },
      request.origin,
    );
    return { url };
  } catch (err) {
    // The payment page never reached the buyer, so nobody can pay it: the seats go back at once.
    await db.transaction((tx) => releaseUnpaid(tx, order.id));
    throw err;
  }
}
