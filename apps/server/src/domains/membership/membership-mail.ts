import { longDate } from '@lmr/shared/day-text';
import { membershipWords as w } from '@lmr/shared/membership-words';
import { railwayToday } from '@lmr/shared/timetable';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { publishedSettings } from '../content/site-content-service.ts';
import { trustOf } from '../donations/giving.ts';
import { defineJob, type JobDefinition, type JobQueue } from '../mail/job-definitions.ts';
import { renderMail } from '../mail/mail-template.ts';
import type { Mailer } from '../mail/mailer.ts';
import { addDays } from '../rostering/roster-days.ts';
import { cardPng, memberLink } from './member-card.ts';
import {
  type MembershipRow,
  claimReminders,
  claimWelcome,
  markReminderSent,
  markWelcomeSent,
  markWelcomesQueued,
  memberByEmail,
  releaseReminder,
  releaseWelcome,
  welcomesToQueue,
} from './memberships-repository.ts';
import { memberNumber } from './membership-year.ts';
import { grantVolunteerMemberships } from './volunteer-members.ts';

/*
 * Each membership's mails once (decision 151): the welcome with the card, when it is paid (a job carrying the
 * membership's id only, claimed and marked sent); and the reminder a month before its year ends, claimed by the
 * one sweep that finds it due. Each mail makes its own link to the member's page when it is sent.
 */

/** How long before a year ends its reminder is sent. */
const REMINDER_DAYS = 30;

const sendOnce = async (
  claimed: boolean,
  send: () => Promise<unknown>,
  done: () => unknown,
  release: () => unknown,
) => {
  if (!claimed) return;
  try {
    await send();
    await done();
  } catch (err) {
    await release();
    throw err;
  }
};

interface MemberMail {
  row: MembershipRow;
  /** What the mail is, in its Message-ID: the same mail sent again after a crash is recognisable. */
  kind: string;
  subject: string;
  body: string;
  action: string;
  card?: { number: string; png: Buffer };
}

/** A mail to a member with a new link to their own page, and their card when it is the welcome. */
async function memberMail(database: Database, config: Config, mail: MemberMail) {
  const { row, subject, card } = mail;
  return {
    to: row.email,
    subject,
    automatic: true,
    ...renderMail({
      heading: subject,
      body: mail.body,
      action: { label: mail.action, url: await memberLink(database.db, config.publicUrl, row.email) },
      inlineImages: card ? [{ cid: 'card', alt: w.cardCode(card.number) }] : [],
      publicUrl: config.publicUrl,
    }),
    attachments: card ? [{ filename: 'card.png', content: card.png, contentType: 'image/png', cid: 'card' }] : [],
    messageId: `<${mail.kind}-${row.id}@${new URL(config.publicUrl).hostname}>`,
  };
}

async function welcome(database: Database, config: Config, row: MembershipRow) {
  const settings = await publishedSettings(database.db);
  const trust = trustOf(settings);
  const member = (await memberByEmail(database.db, row.email))!;
  const number = memberNumber(member.number);
  const until = longDate(row.endsOn!);
  const free = row.way === 'volunteer';
  return memberMail(database, config, {
    row,
    kind: 'membership',
    subject: free ? w.freeSubject(trust) : w.welcomeSubject(trust),
    body: free
      ? w.freeBody(row.name, settings?.freeMembershipHours ?? 0, number, until)
      : w.welcomeBody(row.name, number, row.typeName, until),
    action: w.myMembership,
    card: { number, png: await cardPng(member.number, row.name) },
  });
}

async function mailWelcome(database: Database, mailer: Mailer, config: Config, membershipId: string) {
  const row = await claimWelcome(database.db, membershipId);
  await sendOnce(
    !!row,
    async () => mailer.send(await welcome(database, config, row!)),
    () => markWelcomeSent(database.db, membershipId),
    () => releaseWelcome(database.db, membershipId),
  );
}

/** A membership's welcome with the card: the job carries the membership's id and nothing else. */
export const membershipWelcomeJob: JobDefinition<{ membershipId: string }> = defineJob({
  kind: 'membership-welcome',
  run: ({ membershipId }, { database, mailer, config }) => mailWelcome(database, mailer, config, membershipId),
  sweep: {
    everyMs: 5_000,
    run: ({ database, queue, log }) => queueWelcomes(database, queue, log),
  },
});

/** Queues the welcome of every membership paid and not yet queued (by a webhook, a volunteer's hours, a restart). */
export async function queueWelcomes(database: Database, queue: JobQueue, log: FastifyBaseLogger) {
  const ids = await welcomesToQueue(database.db);
  for (const membershipId of ids) await queue.send(membershipWelcomeJob, { membershipId });
  await markWelcomesQueued(database.db, ids);
  if (ids.length) log.info({ count: ids.length }, 'membership welcomes queued');
}

async function reminder(database: Database, config: Config, row: MembershipRow) {
  const trust = trustOf(await publishedSettings(database.db));
  return memberMail(database, config, {
    row,
    kind: 'membership-reminder',
    subject: w.reminderSubject(trust),
    body: w.reminderBody(row.name, longDate(row.endsOn!)),
    action: w.renewNow,
  });
}

/** Sends every reminder now due (its year ends within a month, and not renewed), each once. */
export async function sendReminders(database: Database, mailer: Mailer, config: Config, now = new Date()) {
  const today = railwayToday(now);
  const due = await claimReminders(database.db, today, addDays(today, REMINDER_DAYS));
  for (const row of due) {
    await sendOnce(
      true,
      async () => mailer.send(await reminder(database, config, row)),
      () => markReminderSent(database.db, row.id),
      () => releaseReminder(database.db, row.id),
    );
  }
}

/** What the clock brings: reminders falling due and volunteers' hours reaching a free membership. */
export const membershipRenewalsJob = defineJob({
  kind: 'membership-renewals',
  run: async () => {},
  sweep: {
    everyMs: 15_000,
    run: async ({ database, mailer, config }) => {
      await sendReminders(database, mailer, config);
      // A volunteer made a member is welcomed by the welcome sweep, as a membership paid by webhook is.
      await grantVolunteerMemberships(database.db);
    },
  },
});
