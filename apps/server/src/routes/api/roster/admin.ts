import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { longDate } from '@lmr/shared/day-text';
import { rosterMessages } from '@lmr/shared/roster';
import { railwayToday } from '@lmr/shared/timetable';
import { auditNote } from '../../../domains/audit/audit-plugin.ts';
import { placeDuty } from '../../../domains/rostering/duty-places.ts';
import { recordMailToMany } from '../../../domains/mail/mail-to-many.ts';
import { dayRosterMails, queueRosterMails } from '../../../domains/rostering/roster-mail.ts';
import { deleteAssignment, findAssignment, setHours } from '../../../domains/rostering/assignments-repository.ts';
import {
  deleteRole,
  findRole,
  insertRole,
  listNeeds,
  listRoles,
  roleInUse,
  setNeed,
  updateRole,
} from '../../../domains/rostering/duty-roles-repository.ts';
import { deleteQualification, upsertQualification } from '../../../domains/rostering/qualifications-repository.ts';
import { accountExists } from '../../../domains/accounts/accounts-repository.ts';
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
    const [roles, calendar, needs] = await Promise.all([listRoles(db), rosterCalendar(db), listNeeds(db)]);
    return { roles, patterns: calendar.patterns.map((p) => ({ id: p.id, name: p.name })), needs };
  });

  defineRoute(app, api.addDutyRole, async (request, reply) => {
    const id = await insertRole(db, request.body).catch(nameTaken);
    auditNote(request, `Duty role “${request.body.name}”`);
    return reply.status(201).send({ id });
  });

  defineRoute(app, api.editDutyRole, async (request) => {
    const found = await updateRole(db, request.params.id, request.body).catch(nameTaken);
    if (!found) throw notFound('There is no such duty role.');
    auditNote(request, `Duty role “${request.body.name}”`);
    return { id: request.params.id };
  });

  defineRoute(app, api.deleteDutyRole, async (request, reply) => {
    const role = await findRole(db, request.params.id);
    if (!role) throw notFound('There is no such duty role.');
    if (await roleInUse(db, role.id)) throw new HttpError(409, 'in_use', rosterMessages.roleInUse);
    await deleteRole(db, role.id);
    auditNote(request, `Duty role “${role.name}”`);
    return reply.status(204).send();
  });

  defineRoute(app, api.setRoleNeed, async (request) => {
    const calendar = await rosterCalendar(db);
    const pattern = calendar.patterns.find((p) => p.id === request.body.patternId);
    const role = await findRole(db, request.body.roleId);
    if (!pattern || !role) throw notFound('There is no such pattern or duty role.');
    await setNeed(db, request.body);
    auditNote(request, `${pattern.name} needs ${request.body.places} × ${role.name}`);
    return request.body;
  });

  defineRoute(app, api.qualifications, async () => qualificationsView(db, railwayToday()));

  defineRoute(app, api.setQualification, async (request) => {
    if (!(await accountExists(db, request.body.userId))) throw notFound('There is no such volunteer.');
    const id = await upsertQualification(db, request.body);
    auditNote(request, `“${request.body.qualification}” until ${request.body.expiresOn}`);
    return { id };
  });

  defineRoute(app, api.deleteQualification, async (request, reply) => {
    const removed = await deleteQualification(db, request.params.id);
    if (!removed) throw notFound('There is no such qualification.');
    auditNote(request, `“${removed.qualification}”`);
    return reply.status(204).send();
  });

  defineRoute(app, api.dutyCandidates, async (request) => candidates(db, request.params.date, request.params.roleId));

  defineRoute(app, api.assignDuty, async (request, reply) => {
    const { date, roleId, userId, despiteUnavailable } = request.body;
    if (!(await accountExists(db, userId))) throw notFound('There is no such volunteer.');
    const placed = await placeDuty(db, { date, roleId, userId, byAdmin: { despiteUnavailable } }, railwayToday());
    await queueRosterMails(app.mailQueue, db, [placed.mailId]);
    const duty = await findAssignment(db, placed.id);
    const role = await findRole(db, roleId);
    auditNote(request, `${duty?.name} as ${role?.name} on ${longDate(date)}`);
    return reply.status(201).send({ id: placed.id });
  });

  defineRoute(app, api.removeAssignment, async (request, reply) => {
    const duty = await deleteAssignment(db, request.params.id);
    if (!duty) throw notFound('There is no such duty.');
    const role = await findRole(db, duty.roleId);
    auditNote(request, `${role?.name} on ${longDate(duty.day)}`);
    return reply.status(204).send();
  });

  defineRoute(app, api.correctHours, async (request) => {
    const before = await findAssignment(db, request.params.id);
    if (!before) throw notFound('There is no such duty.');
    await setHours(db, before.id, request.body.hours);
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
