import type { FastifyInstance } from 'fastify';
import adminBookingRoutes from './admin.ts';
import bookingOrdersAdminRoutes from './admin-orders.ts';
import visitorBookingRoutes from './visitor.ts';
import waitingListRoutes from './waiting-list.ts';
import gateRoutes from './gate.ts';
import cancelledDayRoutes from './cancelled-day.ts';

/** Booking seats on event trains: the visitors' calls, the admins' and the gate's, in files of their own. */
export default async function bookingRoutes(app: FastifyInstance) {
  await app.register(visitorBookingRoutes);
  await app.register(adminBookingRoutes);
  await app.register(waitingListRoutes);
  await app.register(bookingOrdersAdminRoutes);
  await app.register(gateRoutes);
  await app.register(cancelledDayRoutes);
}
