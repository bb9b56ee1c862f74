import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { longDate } from '@lmr/shared/day-text';
import { donationWayNames } from '@lmr/shared/donation-words';
import { giftAidWords, statementWords as w } from '@lmr/shared/tax-relief-words';
import { formatPence, railwayToday } from '@lmr/shared/timetable';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/database.ts';
import { notFound } from '../../http-error.ts';
import { defineJob, type JobContext, type JobDefinition } from '../mail/job-definitions.ts';
import { renderMail } from '../mail/mail-template.ts';
import { hashToken } from '../sessions/tokens.ts';
import { queueRecorded, sendOnce } from '../mail/mail-once.ts';
import {
  addStatements,
  receivedGifts,
  setStatementLink,
  statementById,
  statementByLink,
  statementSteps,
} from './tax-relief-repository.ts';
import { requireScheme, taxRelief } from './tax-relief-scheme.ts';
import { taxYearDays, taxYearName, taxYearOf } from '@lmr/shared/tax-years';
import { lastEndedTaxYear } from './tax-years.ts';

/*
 * The Isle of Man's annual statement (decision 153): each donor's gifts received in a tax year, for their own
 * return. Mailed in April, once per donor and year (a row in tax_statements is the once-record), and downloadable
 * by an admin and from the link in the mail.
 */

/** The year's gifts of one donor, and the name on the latest of them. */
async function giftsIn(db: Db, year: number, email: string) {
  const { first, last } = taxYearDays(year);
  const gifts = (await receivedGifts(db, [email])).filter((g) => {
    const day = railwayToday(g.receivedAt!);
    return day >= first && day <= last;
  });
  return { gifts, name: gifts.at(-1)?.name ?? '' };
}

/** The statement as text: the mail's body and the file downloaded. */
export async function statementText(db: Db, year: number, email: string) {
  const { charity } = await taxRelief(db);
  const { gifts, name } = await giftsIn(db, year, email);
  const lines = gifts.map(
    (g) =>
      `${longDate(railwayToday(g.receivedAt!))}  ${g.reference}  ${formatPence(g.amountPence)}  (${donationWayNames[g.way]})`,
  );
  const total = gifts.reduce((sum, g) => sum + g.amountPence, 0);
  return {
    gifts: gifts.length,
    subject: w.subject(charity, taxYearName(year)),
    text: [
      w.intro(name, charity, taxYearName(year)),
      lines.join('\n'),
      w.total(formatPence(total)),
      w.noReturn,
      w.taxNote,
    ].join('\n\n'),
  };
}

/** An admin takes one donor's statement (Isle of Man only). */
export async function adminStatement(db: Db, year: number, email: string) {
  await requireScheme(db, 'isle-of-man', giftAidWords.notIsleOfMan);
  return statementText(db, year, email);
}

/** A donor opens the link from their mail. */
export async function linkedStatement(db: Db, token: string) {
  const row = await statementByLink(db, hashToken(token));
  if (!row) throw notFound(giftAidWords.unknownStatement);
  return { year: row.taxYear, ...(await statementText(db, row.taxYear, row.email)) };
}

const mailStatement = ({ database, mailer, config }: JobContext, id: string) =>
  sendOnce(database.db, statementSteps, id, async () => {
    const row = await statementById(database.db, id);
    if (!row) return;
    const token = randomBytes(16).toString('base64url');
    await setStatementLink(database.db, id, hashToken(token));
    const { subject, text } = await statementText(database.db, row.taxYear, row.email);
    const body = `${text}\n\n${w.download(statementUrl(config, token))}`;
    await mailer.send({
      to: row.email,
      subject,
      automatic: true,
      messageId: `<tax-statement-${id}@${new URL(config.publicUrl).hostname}>`,
      ...renderMail({ heading: subject, body, publicUrl: config.publicUrl }),
    });
  });

const statementUrl = (config: Config, token: string) => `${config.publicUrl}/api/tax-relief/statements/${token}`;

/**
 * From 6 April, the year just ended has a statement for each donor who gave in it: made once (the once-record's
 * UNIQUE), queued once, and sent once by the job that claims it. Outside April nothing new is made, so an
 * installation that starts in June does not mail a year its donors have long filed.
 */
export async function makeStatementsDue(
  database: Database,
  enqueue: (id: string) => Promise<void>,
  log: FastifyBaseLogger,
  now = new Date(),
) {
  const day = railwayToday(now).slice(5);
  if (day >= '04-06' && day <= '04-30' && (await taxRelief(database.db)).scheme === 'isle-of-man') {
    const year = lastEndedTaxYear(now);
    const donors = (await receivedGifts(database.db))
      .filter((g) => taxYearOf(railwayToday(g.receivedAt!)) === year)
      .map((g) => g.email!);
    await addStatements(database.db, year, [...new Set(donors)]);
  }
  await queueRecorded(database.db, statementSteps, enqueue, log, 'annual statement');
}

/** A donor's annual statement: the job carries the once-record's id and nothing else. */
export const annualStatementJob: JobDefinition<{ statementId: string }> = defineJob({
  kind: 'tax-statement',
  run: ({ statementId }, context) => mailStatement(context, statementId),
  sweep: {
    everyMs: 60 * 60 * 1000,
    run: ({ database, queue, log }) =>
      makeStatementsDue(database, (statementId) => queue.send(annualStatementJob, { statementId }), log),
  },
});
