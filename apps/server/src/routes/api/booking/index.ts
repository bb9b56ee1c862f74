import type { FastifyInstance } from 'fastify';
import adminBookingRoutes from './admin.ts';
import visitorBookingRoutes from './visitor.ts';
import cancelledDayRoutes from './cancelled-day.ts';

/** Booking seats on event trains: the visitors' calls and the admins', in files of their own. */
export default async function bookingRoutes(app: FastifyInstance) {
  await app.register(visitorBookingRoutes);
  await app.register(adminBookingRoutes);
  await app.register(cancelledDayRoutes);
}
