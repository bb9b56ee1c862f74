import type { FastifyInstance } from 'fastify';
import adminBookingRoutes from './admin.ts';
import visitorBookingRoutes from './visitor.ts';
import gateRoutes from './gate.ts';

/** Booking seats on event trains: the visitors' calls, the admins' and the gate's, in files of their own. */
export default async function bookingRoutes(app: FastifyInstance) {
  await app.register(visitorBookingRoutes);
  await app.register(adminBookingRoutes);
  await app.register(gateRoutes);
}
