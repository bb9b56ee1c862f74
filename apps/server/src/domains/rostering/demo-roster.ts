import type { FastifyBaseLogger } from 'fastify';
import { GATE_QUALIFICATION } from '@lmr/shared/booking-gate';
import type { Db } from '../../db/database.ts';
import { markSeeded } from '../running-days/running-days-repository.ts';
import { insertDemoRoles } from './duty-roles-repository.ts';

const roles = [
  { name: 'Driver', qualification: 'Driver competence' },
  { name: 'Guard', qualification: 'Guard competence' },
  { name: 'Ticket stall', qualification: null },
  { name: 'Shop', qualification: null },
  // Checks booked tickets in (booking-gate.ts): the qualification is what opens the gate screen.
  { name: 'Gate', qualification: GATE_QUALIFICATION },
];

/** Places per role on each demo pattern, by pattern name; a pattern not named here needs nobody yet. */
const needs: Record<string, number[]> = {
  'Standard Saturday': [1, 1, 1, 1, 1],
  'Ghost Trains evening': [1, 2, 2, 1, 2],
  'Christmas market': [1, 1, 1, 2, 1],
};

/** The demo roster's duty roles and needs, once, on a new installation whose demo season is there. */
export async function seedDemoRoster(db: Db, log: FastifyBaseLogger) {
  const seeded = await db.transaction(async (tx) => {
    if (!(await markSeeded(tx, 'demo-roster-v1'))) return false;
    return insertDemoRoles(tx, roles, needs);
  });
  if (seeded) log.info('demo duty roles added');
}
