import { longDate } from '@lmr/shared/day-text';
import { rosterRules } from '@lmr/shared/roster';
import { changeHeadline, railwayToday } from '@lmr/shared/timetable';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { defineJob, type JobDefinition } from '../mail/job-definitions.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { renderMail } from '../mail/mail-template.ts';
import { adminContacts } from '../accounts/accounts-repository.ts';
import { assignmentsBetween, findAssignment } from './assignments-repository.ts';
import { findRole } from './duty-roles-repository.ts';
import { dutiesDocument, dutyEvent } from './roster-feed.ts';
import { railwayPlace } from '../running-days/timetable-service.ts';
import { confirmationReminds, withdrawBy } from './duty-places.ts';
import {
  type RosterMailKind,
  claimMail,
  mailsToQueue,
  markMailed,
  markQueued,
  recordReminders,
  releaseMail,
} from './roster-mail-repository.ts';
import { addDays, type RosterDay, rosterCalendar } from './roster-days.ts';

const subjects: Record<RosterMailKind, (day: string) => string> = {
  confirmation: (day) => `Your duty on ${day}`,
  reminder: (day) => `Reminder: your duty on ${day}`,
  'day-changed': (day) => `Change to ${day}: your duty`,
};

function body(kind: RosterMailKind, role: string, day: RosterDay) {
  const when = `${longDate(day.date)}, ${day.patternName}, ${day.opens} to ${day.closes}`;
  if (kind === 'day-changed') {
    const change = day.status === 'scheduled' ? 'The day is back to its usual timetable.' : `${changeHeadline(day)}.`;
    return `You are on the roster as ${role} for ${when}.\n\n${change}\n\nYour duties page shows the day as it now stands.`;
  }
  if (kind === 'reminder') return `A reminder that you are on duty as ${role} on ${when}. Thank you for coming.`;
  const confirmed = `You are on duty as ${role} on ${when}. Thank you.`;
  if (confirmationReminds(day.date, railwayToday()))
    return `${confirmed}\n\nThe day is close: no reminder will follow.`;
  return `${confirmed}\n\nYou can withdraw on your duties page until ${longDate(withdrawBy(day.date))}.`;
}

/** One roster mail, rendered from the rows as they are when it is sent. */
async function render(database: Database, publicUrl: string, kind: RosterMailKind, assignmentId: string) {
  const duty = await findAssignment(database.db, assignmentId);
  const role = duty && (await findRole(database.db, duty.roleId));
  const day = duty && (await rosterCalendar(database.db)).byDate.get(duty.day);
  if (!duty || !role || !day) return null;
  const subject = subjects[kind](longDate(day.date));
  const place = await railwayPlace(database.db, publicUrl);
  const invite = dutiesDocument(place, [dutyEvent(duty.id, role.name, day, place)]);
  // Whom to call is the railway's phone in the Site settings; an installation that has not set one says nothing.
  const whomToCall = place.phone ? `\nWhom to call on the day: ${place.phone}.` : '';
  return {
    to: duty.email,
    subject,
    automatic: true,
    attachments: [{ filename: 'duty.ics', content: invite, contentType: 'text/calendar; charset=utf-8' }],
    ...renderMail({
      heading: subject,
      body: `${body(kind, role.name, day)}\n\nWhere to report: ${place.address}.${whomToCall}`,
      action: { label: 'My duties', url: `${publicUrl}/volunteer/duties` },
      publicUrl,
    }),
  } satisfies MailMessage;
}

/**
 * Sends one recorded roster mail, once: a claim keeps a second job (from a sweep, or another process)
 * away while it is sent, and the row is marked sent as soon as the mail server accepts it.
 */
export async function sendRosterMail(database: Database, mailer: Mailer, publicUrl: string, id: string) {
  const claimed = await claimMail(database.db, id);
  if (!claimed) return;
  try {
    const mail = await render(database, publicUrl, claimed.kind, claimed.assignmentId);
    if (mail) await mailer.send({ ...mail, messageId: `<roster-${id}@${new URL(publicUrl).hostname}>` });
    await markMailed(database.db, id);
  } catch (err) {
    await releaseMail(database.db, id);
    throw err;
  }
}

/**
 * The periodic part, safe to run in every process at once: records the reminders due (each duty's
 * once, by its unique key) and queues every recorded mail not yet queued.
 */
export async function sweepRosterMail(
  database: Database,
  enqueue: (id: string) => Promise<void>,
  log: FastifyBaseLogger,
  now = new Date(),
) {
  const today = railwayToday(now);
  const calendar = await rosterCalendar(database.db);
  const until = addDays(today, rosterRules.reminderDaysBefore);
  const cancelled = calendar.days.filter((d) => d.status === 'cancelled').map((d) => d.date);
  await recordReminders(database.db, addDays(today, 1), until, cancelled);
  const ids = await mailsToQueue(database.db);
  for (const id of ids) await enqueue(id);
  await markQueued(database.db, ids);
  if (ids.length) log.info({ count: ids.length }, 'roster mail queued');
}

/** Reminders fall due and days change without a request to queue their mail: this often, it is queued. */
const SWEEP_MS = 5_000;

/** A recorded roster mail (roster_mails), sent once however often it is queued (decision 044). */
export const rosterMailJob: JobDefinition<{ id: string }> = defineJob({
  kind: 'roster',
  run: ({ id }, { database, mailer, config }) => sendRosterMail(database, mailer, config.publicUrl, id),
  sweep: {
    everyMs: SWEEP_MS,
    run: ({ database, queue, log }) => sweepRosterMail(database, (id) => queue.send(rosterMailJob, { id }), log),
  },
});

/** Mail to everyone on a day's roster, from an admin: each queued as a plain mail. */
export async function dayRosterMails(
  database: Database,
  publicUrl: string,
  date: string,
  subject: string,
  message: string,
) {
  const people = await assignmentsBetween(database.db, date, date);
  const addresses = [...new Set(people.map((p) => p.email))];
  return addresses.map((to): MailMessage => ({
    to,
    subject,
    ...renderMail({ heading: subject, body: message, publicUrl }),
  }));
}

/**
 * A volunteer's withdrawal a few days before the day, for each admin: the place is open again with little
 * time to fill it. None for a withdrawal further ahead, whose place the roster's gaps show in time.
 */
export async function lateWithdrawalMails(
  database: Database,
  publicUrl: string,
  duty: { name: string; day: string },
  role: string,
  today: string,
): Promise<MailMessage[]> {
  if (duty.day > addDays(today, rosterRules.lateWithdrawalDays)) return [];
  const when = longDate(duty.day);
  const subject = `${duty.name} withdrew: ${role} on ${when}`;
  const content = renderMail({
    heading: subject,
    body: `${duty.name} has withdrawn from ${role} on ${when}. The place is open again on the roster.`,
    action: { label: 'The roster', url: `${publicUrl}/admin/roster` },
    publicUrl,
  });
  return (await adminContacts(database.db)).map((admin) => ({ to: admin.email, subject, automatic: true, ...content }));
}
