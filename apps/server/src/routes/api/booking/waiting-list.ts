import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { limitPerIpAndAddress } from '../../../domains/abuse/form-abuse.ts';
import { rateLimitAddress } from '../../../domains/abuse/client-address.ts';
import { enforceRateLimit } from '../../../domains/abuse/rate-limit.ts';
import { adminWaitingList, joinWaitingList, leaveWaitingList } from '../../../domains/booking/waiting-list.ts';
import { queueOfferMails } from '../../../domains/booking/waiting-list-mail.ts';
import { defineRoute } from '../../define-route.ts';

const HOUR = 60 * 60 * 1000;

/** A full train's waiting list: joining is limited per address and per e-mail, as other forms are. */
export default async function waitingListRoutes(app: FastifyInstance) {
  const { database } = app;
  const { db } = database;

  defineRoute(app, api.joinWaitingList, async (request, reply) => {
    await limitPerIpAndAddress(database, request, reply, 'booking-waiting-list', request.body.email, {
      ip: { limit: 20, windowMs: HOUR },
      address: { limit: 5, windowMs: HOUR },
    });
    return reply.status(201).send({ position: await joinWaitingList(db, request.body, new Date()) });
  });

  // The offer's reference comes in the body, so that no address (and no log line) holds it.
  defineRoute(app, api.leaveWaitingList, async (request, reply) => {
    await enforceRateLimit(database, reply, `booking-waiting-list-leave:ip:${rateLimitAddress(request.ip)}`, {
      limit: 60,
      windowMs: HOUR,
    });
    await leaveWaitingList(db, request.body.reference);
    // The seats given up are offered to the next person now: their mail goes at once, not at the next sweep.
    await queueOfferMails(database, app.mailQueue);
    return reply.status(204).send();
  });

  defineRoute(app, api.adminWaitingList, async (request) => adminWaitingList(db, request.params.id));
}
