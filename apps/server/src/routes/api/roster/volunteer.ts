import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { longDate } from '@lmr/shared/day-text';
import { rosterMessages } from '@lmr/shared/roster';
import { railwayToday } from '@lmr/shared/timetable';
import { auditNote } from '../../../domains/audit/audit-plugin.ts';
import { placeDuty, withdraw } from '../../../domains/rostering/duty-places.ts';
import { feedPath, renewFeed } from '../../../domains/rostering/roster-feed.ts';
import { setAvailability } from '../../../domains/rostering/availability-repository.ts';
import { findRole } from '../../../domains/rostering/duty-roles-repository.ts';
import { deleteFeed } from '../../../domains/rostering/roster-feed-repository.ts';
import { lateWithdrawalMails, queueRosterMails } from '../../../domains/rostering/roster-mail.ts';
import { acceptCover, askForCover } from '../../../domains/rostering/duty-cover.ts';
import { coveredMails } from '../../../domains/rostering/cover-mail.ts';
import { takeBackCoverRequest } from '../../../domains/rostering/cover-requests-repository.ts';
import { findAssignment } from '../../../domains/rostering/assignments-repository.ts';
import { rosterCalendar } from '../../../domains/rostering/roster-days.ts';
import { myDuties, organisers, volunteerDays } from '../../../domains/rostering/roster-views.ts';
import { notFound } from '../../../http-error.ts';
import { defineRoute } from '../../define-route.ts';
import type { SignedInRequest } from '../../../domains/sessions/signed-in-request.ts';

/**
 * The volunteers' side of the roster: every logged-in user, acting for themselves only. Takes, withdrawals
 * and every step of a request for cover are audited (the route table).
 */
export default async function volunteerRosterRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const me = (request: SignedInRequest) => request.user;
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
    await setAvailability(db, me(request).id, dates, available);
    return { dates };
  });

  defineRoute(app, api.takeDuty, async (request, reply) => {
    const placed = await placeDuty(db, { ...request.body, userId: me(request).id }, railwayToday());
    await queueRosterMails(app.mailQueue, db, [placed.mailId]);
    const role = await findRole(db, request.body.roleId);
    auditNote(request, `${role?.name} on ${longDate(request.body.date)}`);
    return reply.status(201).send({ id: placed.id });
  });

  defineRoute(app, api.withdrawDuty, async (request, reply) => {
    const whom = await organisers(db, app.config.contactTo);
    const today = railwayToday();
    const duty = await withdraw(db, me(request).id, request.params.id, today, whom);
    const role = await findRole(db, duty.roleId);
    auditNote(request, `${role?.name} on ${longDate(duty.day)}`);
    for (const mail of await lateWithdrawalMails(app.database, app.config.publicUrl, duty, role?.name ?? '', today))
      await app.mailQueue.enqueue(mail);
    return reply.status(204).send();
  });

  defineRoute(app, api.askCover, async (request, reply) => {
    const asked = await askForCover(db, me(request).id, request.params.id, railwayToday());
    await queueRosterMails(app.mailQueue, db, asked.mailIds);
    const role = await findRole(db, asked.duty.roleId);
    auditNote(request, `${role?.name} on ${longDate(asked.duty.day)}, offered to ${asked.mailIds.length}`);
    return reply.status(201).send({ id: asked.id, offered: asked.mailIds.length });
  });

  defineRoute(app, api.takeBackCover, async (request, reply) => {
    const duty = await findAssignment(db, request.params.id);
    const closed = duty && (await takeBackCoverRequest(db, duty.id, me(request).id));
    if (!duty || !closed) throw notFound(rosterMessages.noCoverAsked);
    const role = await findRole(db, duty.roleId);
    auditNote(request, `${role?.name} on ${longDate(duty.day)}`);
    return reply.status(204).send();
  });

  defineRoute(app, api.acceptCover, async (request) => {
    const covered = await acceptCover(db, me(request).id, request.params.id, railwayToday());
    await queueRosterMails(app.mailQueue, db, [covered.mailId]);
    const { request: asked, roleName } = covered;
    auditNote(request, `${roleName} on ${longDate(asked.day)} for ${asked.askerName}`);
    for (const mail of await coveredMails(app.database, app.config.publicUrl, asked, me(request).name, roleName))
      await app.mailQueue.enqueue(mail);
    return { id: asked.assignmentId };
  });

  defineRoute(app, api.myDuties, async (request) =>
    myDuties(db, me(request).id, railwayToday(), await organisers(db, app.config.contactTo)),
  );

  defineRoute(app, api.renewRosterFeed, async (request, reply) => {
    const token = await renewFeed(db, me(request).id);
    return reply.status(201).send({ url: `${app.config.publicUrl}${feedPath(token)}` });
  });

  defineRoute(app, api.revokeRosterFeed, async (request, reply) => {
    await deleteFeed(db, me(request).id);
    return reply.status(204).send();
  });
}
