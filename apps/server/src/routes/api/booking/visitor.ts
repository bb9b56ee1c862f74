import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { railwayToday } from '@lmr/shared/timetable';
import { limitPerIpAndAddress } from '../../../domains/abuse/form-abuse.ts';
import { rateLimitAddress } from '../../../domains/abuse/client-address.ts';
import { enforceRateLimit } from '../../../domains/abuse/rate-limit.ts';
import { giftAidTotal, payOnline } from '../../../domains/booking/booking-payments.ts';
import { bookingDay, bookingDays, hold, order, reserve } from '../../../domains/booking/booking-sales.ts';
import { cancelBooking, managedBooking, moveBooking } from '../../../domains/booking/manage-booking.ts';
import { loadTicketKeys } from '../../../domains/booking/ticket-references.ts';
import { queueTickets } from '../../../domains/booking/ticket-mail.ts';
import { queueOfferMails } from '../../../domains/booking/waiting-list-mail.ts';
import { defineRoute } from '../../define-route.ts';
import type { Database } from '../../../db/database.ts';

const HOUR = 60 * 60 * 1000;
/** Seats left change with every sale: a browser or proxy may reuse an answer for a few seconds only. */
const briefly = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=5');

/** A buyer's details, to reserve or to pay online: limited per address and per e-mail, as other forms are. */
const buyerLimits = { ip: { limit: 20, windowMs: HOUR }, address: { limit: 10, windowMs: HOUR } };

/** The manage link's calls, limited per address together (cancelled-day.ts's as well). */
export const limitManaging = (database: Database, request: FastifyRequest, reply: FastifyReply) =>
  enforceRateLimit(database, reply, `booking-manage:ip:${rateLimitAddress(request.ip)}`, {
    limit: 60,
    windowMs: HOUR,
  });

/** Buying seats without an account. Holds and reservations are limited per address, as other forms are. */
export default async function visitorBookingRoutes(app: FastifyInstance) {
  const { database, payments } = app;
  const { db } = database;

  defineRoute(app, api.bookingDays, async (_request, reply) => {
    briefly(reply);
    return bookingDays(db, railwayToday());
  });

  defineRoute(app, api.bookingDay, async (request, reply) => {
    briefly(reply);
    return bookingDay(db, request.params.date, new Date(), await payments.onlineOffered());
  });

  defineRoute(app, api.holdSeats, async (request, reply) => {
    await enforceRateLimit(database, reply, `booking-hold:ip:${rateLimitAddress(request.ip)}`, {
      limit: 20,
      windowMs: HOUR,
    });
    return reply.status(201).send(await hold(db, request.body, new Date()));
  });

  defineRoute(app, api.reserveOrder, async (request, reply) => {
    const { name, email, reference, giftAid } = request.body;
    await limitPerIpAndAddress(database, request, reply, 'booking-reserve', email, buyerLimits);
    // No total when the hold has gone: then nothing is reserved, and the refusal says why.
    const totalPence = giftAid && (await giftAidTotal(db, reference));
    const fare = giftAid && totalPence ? { totalPence, declaration: giftAid } : undefined;
    const orderId = await reserve(db, reference, { name, email }, fare);
    await queueTickets(database, app.mailQueue, orderId);
    return order(db, request.body.reference);
  });

  defineRoute(app, api.payOrderOnline, async (request, reply) => {
    const { name, email } = request.body;
    await limitPerIpAndAddress(database, request, reply, 'booking-pay', email, buyerLimits);
    return payOnline(db, payments, {
      reference: request.body.reference,
      buyer: { name, email },
      giftAid: request.body.giftAid,
      publicUrl: app.config.publicUrl,
      origin: request,
    });
  });

  defineRoute(app, api.bookingOrder, async (request) => order(db, request.body.reference));

  // The manage link's signed reference comes in the body too, so that no address (and no log line) holds it.
  const keys = await loadTicketKeys(app.config);
  const manageLimit = (request: FastifyRequest, reply: FastifyReply) => limitManaging(database, request, reply);

  defineRoute(app, api.manageBooking, async (request, reply) => {
    await manageLimit(request, reply);
    return managedBooking(db, keys, request.body.reference);
  });

  defineRoute(app, api.cancelBooking, async (request, reply) => {
    await manageLimit(request, reply);
    const cancelled = await cancelBooking(db, keys, request.body.reference, new Date());
    await queueOfferMails(database, app.mailQueue);
    return cancelled;
  });

  defineRoute(app, api.moveBooking, async (request, reply) => {
    await manageLimit(request, reply);
    const moved = await moveBooking(db, keys, request.body.reference, request.body.departureId, new Date());
    await queueOfferMails(database, app.mailQueue);
    return moved;
  });
}
