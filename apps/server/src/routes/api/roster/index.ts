import type { FastifyInstance } from 'fastify';
import adminRosterRoutes from './admin.ts';
import volunteerRosterRoutes from './volunteer.ts';

/** Volunteer rostering: the volunteers' calls and the admins', in files of their own. */
export default async function rosterRoutes(app: FastifyInstance) {
  await app.register(volunteerRosterRoutes);
  await app.register(adminRosterRoutes);
}
