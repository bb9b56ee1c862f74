import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { checkIn, gateDay } from '../../../domains/booking/gate-check-in.ts';
import { loadTicketKeys } from '../../../domains/booking/ticket-references.ts';
import { defineRoute } from '../../define-route.ts';

/** The gate's calls: who may make them is the `gate` rule, enforced in the auth hook (decision 136). */
export default async function gateRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const keys = await loadTicketKeys(app.config);

  defineRoute(app, api.gateDay, async (request) => gateDay(db, keys, request.params.date));

  defineRoute(app, api.checkIn, async (request) => checkIn(db, keys, request.body.scans, request.user.id));
}
