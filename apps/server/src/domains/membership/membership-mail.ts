import { longDate } from '@lmr/shared/day-text';
import { membershipWords as w } from '@lmr/shared/membership-words';
import { formatPence, railwayToday } from '@lmr/shared/timetable';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { publishedSettings } from '../content/site-content-service.ts';
import { trustOf } from '../content/site-content-service.ts';
import { defineJob, type JobContext, type JobDefinition, type JobQueue } from '../mail/job-definitions.ts';
import { type MailSteps, queueRecorded, sendOnce } from '../mail/mail-once.ts';
import { renderMail } from '../mail/mail-template.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { addDays } from '../rostering/roster-days.ts';
import { cardPng, memberLink } from './member-card.ts';
import {
  type MembershipRow,
  memberByEmail,
  membershipById,
  noticeSteps,
  reminderSteps,
  welcomeSteps,
} from './memberships-repository.ts';
import { memberNumber } from './membership-year.ts';
import { grantVolunteerMemberships } from './volunteer-members.ts';

/*
 * Each year's mails once (decisions 151, 152), through the mail domain's steps (mail-once.ts): the welcome with the
 * card once the year is paid; the reminder a month before it ends, with a link to renew; and, for a year that
 * renews itself, the notice a week before the charge, with what will be charged, when, and how to turn it off.
 * Each job carries the membership's id only; each mail makes its own link to the member's page when it is sent.
 */

/** How long before a year ends its reminder is sent. */
const REMINDER_DAYS = 30;
/** How long before an automatic renewal's charge (the day after the year ends) its notice is sent. */
const NOTICE_DAYS = 7;

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

type Compose = (database: Database, config: Config, row: MembershipRow) => Promise<MailMessage>;

type MailWords = Pick<MemberMail, 'subject' | 'body' | 'action'>;

/** A mail with the member's link and no card, in words made from the year and the trust's name. */
const linkMail =
  (kind: string, words: (row: MembershipRow, trust: string) => MailWords): Compose =>
  async (database, config, row) =>
    memberMail(database, config, { row, kind, ...words(row, trustOf(await publishedSettings(database.db))) });

const reminder = linkMail('membership-reminder', (row, trust) => ({
  subject: w.reminderSubject(trust),
  body: w.reminderBody(row.name, longDate(row.endsOn!)),
  action: w.renewNow,
}));

/** The charge is the day after the year ends, for the year's price. */
const notice = linkMail('membership-notice', (row, trust) => ({
  subject: w.noticeSubject(trust),
  body: w.noticeBody(row.name, formatPence(row.pricePence), longDate(addDays(row.endsOn!, 1))),
  action: w.turnOffOrKeep,
}));

/** Sends one of a year's mails once. */
const sendYearMail = (steps: MailSteps, compose: Compose, membershipId: string, context: JobContext) =>
  sendOnce(context.database.db, steps, membershipId, async () => {
    const row = (await membershipById(context.database.db, membershipId))!;
    await context.mailer.send(await compose(context.database, context.config, row));
  });

/** Queues the welcome of every membership paid and not yet queued (by a webhook, a volunteer's hours, a restart). */
export const queueWelcomes = (database: Database, queue: JobQueue, log: FastifyBaseLogger) =>
  queueRecorded(
    database.db,
    welcomeSteps,
    (membershipId) => queue.send(membershipWelcomeJob, { membershipId }),
    log,
    'membership welcomes',
  );

/** A membership's welcome with the card: the job carries the membership's id and nothing else. */
export const membershipWelcomeJob: JobDefinition<{ membershipId: string }> = defineJob({
  kind: 'membership-welcome',
  run: ({ membershipId }, context) => sendYearMail(welcomeSteps, welcome, membershipId, context),
  sweep: {
    everyMs: 5_000,
    run: ({ database, queue, log }) => queueWelcomes(database, queue, log),
  },
});

/**
 * Sends every reminder and notice due today (its year ends within the month, or its charge is within the week),
 * each once. The sweep sends them itself, as it finds them, rather than through a job: each is claimed against
 * today's condition, and a send that fails is left for the next sweep.
 */
async function sendDueMails(context: JobContext) {
  const today = railwayToday();
  const sendDue = (steps: MailSteps, compose: Compose, what: string) =>
    queueRecorded(context.database.db, steps, (id) => sendYearMail(steps, compose, id, context), context.log, what);
  await sendDue(reminderSteps({ today, endingBy: addDays(today, REMINDER_DAYS) }), reminder, 'membership reminders');
  await sendDue(noticeSteps({ today, endingBy: addDays(today, NOTICE_DAYS - 1) }), notice, 'membership notices');
}

/** What the clock brings: reminders and notices falling due, and volunteers' hours reaching a free membership. */
export const membershipRenewalsJob = defineJob({
  kind: 'membership-renewals',
  run: async () => {},
  sweep: {
    everyMs: 15_000,
    run: async (context) => {
      await sendDueMails(context);
      // A volunteer made a member is welcomed by the welcome sweep, as a membership paid by webhook is.
      await grantVolunteerMemberships(context.database.db);
    },
  },
});
