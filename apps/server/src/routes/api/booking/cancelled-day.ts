import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import {
  donateCancelledFare,
  moveFromCancelledTrain,
  refundCancelledTrain,
} from '../../../domains/booking/cancelled-day-choices.ts';
import { overrideCrewPause } from '../../../domains/booking/crew-check.ts';
import { loadTicketKeys } from '../../../domains/booking/ticket-references.ts';
import { defineRoute } from '../../define-route.ts';
import { auditNote } from '../../../domains/audit/audit-plugin.ts';
import { limitManaging } from './visitor.ts';

/**
 * A cancelled train's three choices, from its mail's manage link (decision 140), and an admin's override of a
 * day's sales paused for want of crew (decision 141).
 */
export default async function cancelledDayRoutes(app: FastifyInstance) {
  const { database, payments } = app;
  const { db } = database;
  const keys = await loadTicketKeys(app.config);

  defineRoute(app, api.refundCancelledTrain, async (request, reply) => {
    await limitManaging(database, request, reply);
    return refundCancelledTrain(db, payments, keys, request.body.reference, request);
  });

  defineRoute(app, api.donateCancelledFare, async (request, reply) => {
    await limitManaging(database, request, reply);
    return donateCancelledFare(db, keys, request.body.reference, request);
  });

  defineRoute(app, api.moveFromCancelledTrain, async (request, reply) => {
    await limitManaging(database, request, reply);
    return moveFromCancelledTrain(db, keys, request.body, new Date(), request);
  });

  defineRoute(app, api.overrideCrewPause, async (request, reply) => {
    await overrideCrewPause(db, request.params.date, request.user.id);
    auditNote(request, request.params.date);
    return reply.status(204).send();
  });
}
