import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { longDate } from '@lmr/shared/day-text';
import { railwayToday } from '@lmr/shared/timetable';
import { recordAudit } from '../../../domains/audit/audit-repository.ts';
import { placeDuty, withdraw } from '../../../domains/rostering/duty-places.ts';
import { feedPath, renewFeed } from '../../../domains/rostering/roster-feed.ts';
import * as repo from '../../../domains/rostering/roster-repository.ts';
import { rosterCalendar } from '../../../domains/rostering/roster-days.ts';
import { myDuties, organisers, volunteerDays } from '../../../domains/rostering/roster-views.ts';
import { notFound } from '../../../http-error.ts';
import { defineRoute } from '../../define-route.ts';

/** The volunteers' side of the roster: every logged-in user, acting for themselves only. */
export default async function volunteerRosterRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const me = (request: FastifyRequest) => request.user!;
  // A volunteer's own change to the roster is in the audit log beside the admins' changes to it.
  const record = (request: FastifyRequest, action: string, status: number, details: string) =>
    recordAudit(db, {
      actorId: me(request).id,
      actorEmail: me(request).email,
      actorName: me(request).name,
      action,
      method: request.method,
      path: request.url,
      status,
      ip: request.ip,
      details,
    });

  defineRoute(app, api.rosterDays, async (request) => volunteerDays(db, me(request).id, railwayToday()));

  defineRoute(app, api.setAvailability, async (request) => {
    const { date, month, available } = request.body;
    const today = railwayToday();
    const calendar = await rosterCalendar(db);
    const dates = calendar.days
      .map((d) => d.date)
      .filter((d) => d >= today && (date ? d === date : d.startsWith(`${month}-`)));
    if (dates.length === 0) {
      throw notFound(date ? 'The railway does not run on that date.' : 'The railway does not run in that month.');
    }
    await repo.setAvailability(db, me(request).id, dates, available);
    return { dates };
  });

  defineRoute(app, api.takeDuty, async (request, reply) => {
    const placed = await placeDuty(db, { ...request.body, userId: me(request).id }, railwayToday());
    await app.mailQueue.enqueueRoster(placed.mailId);
    await repo.markQueued(db, [placed.mailId]);
    const role = await repo.findRole(db, request.body.roleId);
    await record(request, api.takeDuty.summary, 201, `${role?.name} on ${longDate(request.body.date)}`);
    return reply.status(201).send({ id: placed.id });
  });

  defineRoute(app, api.withdrawDuty, async (request, reply) => {
    const whom = await organisers(db, app.config.contactTo);
    const duty = await withdraw(db, me(request).id, request.params.id, railwayToday(), whom);
    const role = await repo.findRole(db, duty.roleId);
    await record(request, api.withdrawDuty.summary, 204, `${role?.name} on ${longDate(duty.day)}`);
    return reply.status(204).send();
  });

  defineRoute(app, api.myDuties, async (request) =>
    myDuties(db, me(request).id, railwayToday(), await organisers(db, app.config.contactTo)),
  );

  defineRoute(app, api.renewRosterFeed, async (request, reply) => {
    const token = await renewFeed(db, me(request).id);
    return reply.status(201).send({ url: `${app.config.publicUrl}${feedPath(token)}` });
  });

  defineRoute(app, api.revokeRosterFeed, async (request, reply) => {
    await repo.deleteFeed(db, me(request).id);
    return reply.status(204).send();
  });
}
