import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { longDate } from '@lmr/shared/day-text';
import { formatPence } from '@lmr/shared/timetable';
import { auditNote } from '../../../domains/audit/audit-plugin.ts';
import {
  departureManifest,
  departureOrdersCsv,
  findOrders,
  moveOrderByAdmin,
  paidAtStation,
  resendableOrder,
} from '../../../domains/booking/booking-admin.ts';
import { buyerData, eraseBuyer } from '../../../domains/booking/buyer-data.ts';
import { queueMoveMail, resendTickets } from '../../../domains/booking/ticket-mail.ts';
import { defineRoute } from '../../define-route.ts';

const train = (o: { date: string; time: string }) => `the ${o.time} train on ${longDate(o.date)}`;
const booking = (o: { id: string }) => `booking ${o.id}`;

/** The admins' work on orders and buyers' data; each change (and each export of personal data) is audited. */
export default async function bookingOrdersAdminRoutes(app: FastifyInstance) {
  const { db } = app.database;

  defineRoute(app, api.departureManifest, async (request) => departureManifest(db, request.params.id));

  defineRoute(app, api.departureOrdersCsv, async (request, reply) => {
    const { date, time, csv } = await departureOrdersCsv(db, request.params.id);
    auditNote(request, `orders of ${train({ date, time })}`);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${date}-${time.replace(':', '')}.csv"`)
      .send(csv);
  });

  defineRoute(app, api.searchBookingOrders, async (request) => findOrders(db, request.body.q));

  defineRoute(app, api.resendTickets, async (request, reply) => {
    const order = await resendableOrder(db, request.params.id);
    await resendTickets(app.mailQueue, order.id);
    auditNote(request, `${booking(order)} on ${train(order)}`);
    return reply.status(204).send();
  });

  defineRoute(app, api.moveBookingOrder, async (request) => {
    const { before, after, moveId } = await moveOrderByAdmin(db, request.params.id, request.body.departureId);
    // The buyer learns of the new train from its tickets mail, composed again.
    await queueMoveMail(app.database, app.mailQueue, moveId);
    auditNote(request, `${booking(before)}: from ${train(before)} to ${train(after)}`);
    return after;
  });

  defineRoute(app, api.markPaidAtStation, async (request) => {
    const order = await paidAtStation(db, request.params.id);
    auditNote(request, `${booking(order)} on ${train(order)}, ${formatPence(order.totalPence)}`);
    return order;
  });

  defineRoute(app, api.buyerData, async (request) => {
    const data = await buyerData(db, request.body.email);
    auditNote(request, `${data.orders.length} bookings`);
    return data;
  });

  defineRoute(app, api.eraseBuyer, async (request) => {
    const erased = await eraseBuyer(db, request.body.email);
    auditNote(request, `${erased} bookings`);
    return { erased };
  });
}
