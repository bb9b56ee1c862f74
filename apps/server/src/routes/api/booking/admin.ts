import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { longDate } from '@lmr/shared/day-text';
import { railwayToday } from '@lmr/shared/timetable';
import { auditNote } from '../../../domains/audit/audit-plugin.ts';
import {
  adminBooking,
  changeDeparture,
  makeDayBookable,
  removeDeparture,
  setCarriageSeats,
} from '../../../domains/booking/booking-setup.ts';
import { queueOfferMails } from '../../../domains/booking/waiting-list-mail.ts';
import { defineRoute } from '../../define-route.ts';

/** The admins' booking calls; each change is in the audit log by the admin rule, with what it changed. */
export default async function adminBookingRoutes(app: FastifyInstance) {
  const { db } = app.database;

  defineRoute(app, api.adminBooking, async () => adminBooking(db, railwayToday()));

  defineRoute(app, api.setCarriage, async (request, reply) => {
    const { seats, wheelchairSpaces } = request.body;
    await setCarriageSeats(db, request.params.id, seats, wheelchairSpaces, railwayToday());
    auditNote(request, `${request.params.id}: ${seats} seats, ${wheelchairSpaces} wheelchair spaces`);
    await queueOfferMails(app.database, app.mailQueue);
    return reply.status(204).send();
  });

  defineRoute(app, api.makeDayBookable, async (request, reply) => {
    const { ids, patternName } = await makeDayBookable(db, request.body, railwayToday());
    auditNote(request, `${patternName} on ${longDate(request.body.date)}: ${ids.length} trains`);
    return reply.status(201).send({ ids });
  });

  defineRoute(app, api.changeDeparture, async (request, reply) => {
    await changeDeparture(db, request.params.id, request.body);
    await queueOfferMails(app.database, app.mailQueue);
    return reply.status(204).send();
  });

  defineRoute(app, api.removeDeparture, async (request, reply) => {
    await removeDeparture(db, request.params.id);
    return reply.status(204).send();
  });
}
