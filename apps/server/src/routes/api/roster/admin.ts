import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { longDate } from '@lmr/shared/day-text';
import { rosterMessages } from '@lmr/shared/roster';
import { railwayToday } from '@lmr/shared/timetable';
import { auditNote } from '../../../domains/audit/audit-plugin.ts';
import { placeDuty } from '../../../domains/rostering/duty-places.ts';
import { recordMailToMany } from '../../../domains/mail/mail-to-many.ts';
import { dayRosterMails } from '../../../domains/rostering/roster-mail.ts';
import * as repo from '../../../domains/rostering/roster-repository.ts';
import { rosterCalendar } from '../../../domains/rostering/roster-days.ts';
import { adminRoster, candidates, qualificationsView } from '../../../domains/rostering/roster-views.ts';
import { HttpError, notFound } from '../../../http-error.ts';
import { isUniqueViolation } from '../../../db/error-kinds.ts';
import { defineRoute } from '../../define-route.ts';

const nameTaken = (err: unknown): never => {
  if (!isUniqueViolation(err)) throw err;
  throw new HttpError(409, 'duplicate', rosterMessages.roleNameTaken, { name: rosterMessages.roleNameTaken });
};

/** The admins' side of the roster: roles and needs, qualifications, the grid, assignments, hours, mail. */
export default async function adminRosterRoutes(app: FastifyInstance) {
  const { db } = app.database;

  defineRoute(app, api.adminRoster, async () => adminRoster(db, railwayToday()));

  defineRoute(app, api.rosterSetup, async () => {
    const [roles, calendar, needs] = await Promise.all([repo.listRoles(db), rosterCalendar(db), repo.listNeeds(db)]);
    return { roles, patterns: calendar.patterns.map((p) => ({ id: p.id, name: p.name })), needs };
  });

  defineRoute(app, api.addDutyRole, async (request, reply) => {
    const id = await repo.insertRole(db, request.body).catch(nameTaken);
    auditNote(request, `Duty role “${request.body.name}”`);
    return reply.status(201).send({ id });
  });

  defineRoute(app, api.editDutyRole, async (request) => {
    const found = await repo.updateRole(db, request.params.id, request.body).catch(nameTaken);
    if (!found) throw notFound('There is no such duty role.');
    auditNote(request, `Duty role “${request.body.name}”`);
    return { id: request.params.id };
  });

  defineRoute(app, api.deleteDutyRole, async (request, reply) => {
    const role = await repo.findRole(db, request.params.id);
    if (!role) throw notFound('There is no such duty role.');
    if (await repo.roleInUse(db, role.id)) throw new HttpError(409, 'in_use', rosterMessages.roleInUse);
    await repo.deleteRole(db, role.id);
    auditNote(request, `Duty role “${role.name}”`);
    return reply.status(204).send();
  });

  defineRoute(app, api.setRoleNeed, async (request) => {
    const calendar = await rosterCalendar(db);
    const pattern = calendar.patterns.find((p) => p.id === request.body.patternId);
    const role = await repo.findRole(db, request.body.roleId);
    if (!pattern || !role) throw notFound('There is no such pattern or duty role.');
    await repo.setNeed(db, request.body);
    auditNote(request, `${pattern.name} needs ${request.body.places} × ${role.name}`);
    return request.body;
  });

  defineRoute(app, api.qualifications, async () => qualificationsView(db, railwayToday()));

  defineRoute(app, api.setQualification, async (request) => {
    if (!(await repo.accountExists(db, request.body.userId))) throw notFound('There is no such volunteer.');
    const id = await repo.upsertQualification(db, request.body);
    auditNote(request, `“${request.body.qualification}” until ${request.body.expiresOn}`);
    return { id };
  });

  defineRoute(app, api.deleteQualification, async (request, reply) => {
    const removed = await repo.deleteQualification(db, request.params.id);
    if (!removed) throw notFound('There is no such qualification.');
    auditNote(request, `“${removed.qualification}”`);
    return reply.status(204).send();
  });

  defineRoute(app, api.dutyCandidates, async (request) => candidates(db, request.params.date, request.params.roleId));

  defineRoute(app, api.assignDuty, async (request, reply) => {
    const { date, roleId, userId, despiteUnavailable } = request.body;
    if (!(await repo.accountExists(db, userId))) throw notFound('There is no such volunteer.');
    const placed = await placeDuty(db, { date, roleId, userId, byAdmin: { despiteUnavailable } }, railwayToday());
    await app.mailQueue.enqueueRoster(placed.mailId);
    await repo.markQueued(db, [placed.mailId]);
    const duty = await repo.findAssignment(db, placed.id);
    const role = await repo.findRole(db, roleId);
    auditNote(request, `${duty?.name} as ${role?.name} on ${longDate(date)}`);
    return reply.status(201).send({ id: placed.id });
  });

  defineRoute(app, api.removeAssignment, async (request, reply) => {
    const duty = await repo.deleteAssignment(db, request.params.id);
    if (!duty) throw notFound('There is no such duty.');
    const role = await repo.findRole(db, duty.roleId);
    auditNote(request, `${role?.name} on ${longDate(duty.day)}`);
    return reply.status(204).send();
  });

  defineRoute(app, api.correctHours, async (request) => {
    const before = await repo.findAssignment(db, request.params.id);
    if (!before) throw notFound('There is no such duty.');
    await repo.setHours(db, before.id, request.body.hours);
    auditNote(request, `${before.name} on ${longDate(before.day)}: ${request.body.hours} hours`);
    return { id: before.id };
  });

  defineRoute(app, api.mailDayRoster, async (request, reply) => {
    const { date } = request.params;
    const { subject, message, composeId } = request.body;
    const mails = await dayRosterMails(app.database, app.config.publicUrl, date, subject, message);
    if (mails.length === 0) throw notFound('Nobody is on the roster that day.');
    auditNote(request, `${mails.length} on ${longDate(date)}: “${subject}”`);
    const first = await db.transaction((tx) =>
      recordMailToMany(tx, { kind: 'roster-day', composeId, content: [date, subject, message] }),
    );
    if (!first) throw new HttpError(409, 'already_sent', rosterMessages.dayMailAlreadySent);
    for (const mail of mails) await app.mailQueue.enqueue(mail);
    return reply.status(202).send({ count: mails.length });
  });
}
