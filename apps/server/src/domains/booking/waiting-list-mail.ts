import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { ticketTypeNames, ticketTypes } from '@lmr/shared/booking';
import { waitingListMessages as m } from '@lmr/shared/booking-waiting-list';
import { longDate } from '@lmr/shared/day-text';
import { formatPence, railwayTimeZone } from '@lmr/shared/timetable';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { bookingOrders } from '../../db/schema/index.ts';
import { defineJob, type JobDefinition, type JobQueue } from '../mail/job-definitions.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderMail } from '../mail/mail-template.ts';
import { hashToken } from '../sessions/tokens.ts';
import { orderById, releaseLapsedHolds } from './orders-repository.ts';
import {
  claimOfferMail,
  departuresWithLapsedHolds,
  markOfferMailSent,
  markOfferMailsQueued,
  offerMailsToQueue,
  releaseOfferMail,
} from './waiting-list-repository.ts';

/*
 * The one mail of each waiting-list offer (decision 138). The job carries the entry's id; the link's secret
 * is made as the mail is sent, and only its hash kept, as the held order's reference: the link books the seats
 * as any buyer's hold does (/book/offer#ref=…, the fragment never reaching a server).
 */

/** A new reference for the offer's order while it is still held; undefined once it is not. */
async function newOfferReference(database: Database, orderId: string) {
  const reference = randomBytes(16).toString('base64url');
  const rows = await database.db
    .update(bookingOrders)
    .set({ referenceHash: hashToken(reference) })
    .where(and(eq(bookingOrders.id, orderId), eq(bookingOrders.state, 'held'), gt(bookingOrders.heldUntil, sql`now()`)))
    .returning({ id: bookingOrders.id });
  return rows.length > 0 ? reference : undefined;
}

const untilText = (at: Date) =>
  at.toLocaleString('en-GB', { timeZone: railwayTimeZone, dateStyle: 'long', timeStyle: 'short' });

async function sendOffer(database: Database, mailer: Mailer, config: Config, entryId: string, orderId: string) {
  const row = await orderById(database.db, orderId);
  const reference = await newOfferReference(database, orderId);
  // An offer given up or run out before its mail went needs no mail: its seats have passed on.
  const to = row?.order.email;
  if (!to || !reference) return;
  const { order, day, departs } = row;
  const { publicUrl } = config;
  const subject = m.offerSubject(longDate(day), departs);
  const lines = [
    ...ticketTypeNames.filter((t) => order.tickets[t] > 0).map((t) => `${ticketTypes[t].label}: ${order.tickets[t]}`),
    `Total: ${formatPence(order.totalPence)}`,
  ].join('\n');
  const rendered = renderMail({
    heading: subject,
    body: m.offerBody(untilText(order.heldUntil), lines),
    action: { label: m.offerAction, url: `${publicUrl}/book/offer#ref=${reference}` },
    publicUrl,
  });
  const messageId = `<waiting-list-${entryId}@${new URL(publicUrl).hostname}>`;
  await mailer.send({ to, subject, automatic: true, ...rendered, messageId });
}

/** Sends an offer's mail once: claimed while it is sent, marked sent when the mail server takes it. */
export async function mailOffer(database: Database, mailer: Mailer, config: Config, entryId: string) {
  const orderId = await claimOfferMail(database.db, entryId);
  if (!orderId) return;
  try {
    await sendOffer(database, mailer, config, entryId, orderId);
    await markOfferMailSent(database.db, entryId);
  } catch (err) {
    await releaseOfferMail(database.db, entryId);
    throw err;
  }
}

/** Queues the offer mails recorded and not yet queued. */
export async function queueOfferMails(database: Database, queue: JobQueue) {
  const ids = await offerMailsToQueue(database.db);
  for (const entryId of ids) await queue.send(waitingListOfferJob, { entryId });
  await markOfferMailsQueued(database.db, ids);
  return ids.length;
}

/**
 * Ends the holds that ran out where the list is concerned (an offer not taken in time passes to the next person;
 * a buyer's lapsed hold goes to those waiting), each once by its conditional UPDATE, and queues the offers' mails.
 */
export async function sweepWaitingList(database: Database, queue: JobQueue, log: FastifyBaseLogger) {
  for (const departureId of await departuresWithLapsedHolds(database.db)) {
    await database.db.transaction((tx) => releaseLapsedHolds(tx, departureId));
  }
  const queued = await queueOfferMails(database, queue);
  if (queued) log.info({ count: queued }, 'waiting list offers queued');
}

/** A waiting-list offer's mail: the job carries the entry's id, never a reference. */
export const waitingListOfferJob: JobDefinition<{ entryId: string }> = defineJob({
  kind: 'booking-waiting-list-offer',
  run: ({ entryId }, { database, mailer, config }) => mailOffer(database, mailer, config, entryId),
  sweep: { everyMs: 5_000, run: ({ database, queue, log }) => sweepWaitingList(database, queue, log) },
});
