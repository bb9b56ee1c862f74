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
  departureOfEntry,
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

/**
 * Queues the offer mails recorded and not yet queued, and with each the end of its offer: a job that starts
 * when the offer's hold runs out, carrying the entry's id only.
 */
export async function queueOfferMails(database: Database, queue: JobQueue) {
  const offers = await offerMailsToQueue(database.db);
  for (const { id: entryId, heldUntil } of offers) {
    await queue.send(waitingListOfferJob, { entryId });
    // A millisecond on: the Date has lost the hold's microseconds, and the job must not start before its end.
    await queue.send(offerLapseJob, { entryId }, { startAfter: new Date(heldUntil.getTime() + 1) });
  }
  await markOfferMailsQueued(
    database.db,
    offers.map((o) => o.id),
  );
  return offers.length;
}

/** Gives back a train's holds that ran out (each once, by its conditional UPDATE) and queues the offers made. */
async function releaseLapsed(database: Database, queue: JobQueue, departureId: string) {
  await database.db.transaction((tx) => releaseLapsedHolds(tx, departureId));
  await queueOfferMails(database, queue);
}

/**
 * The safety net of the offers' ends, for a job lost while the queue was down, and for a buyer's hold that ran
 * out while people wait (it is otherwise given back by the train's next hold): every train with a hold past
 * its time that matters to the list.
 */
export async function sweepLapsedOffers(database: Database, queue: JobQueue, log: FastifyBaseLogger) {
  const departures = await departuresWithLapsedHolds(database.db);
  for (const departureId of departures) await releaseLapsed(database, queue, departureId);
  if (departures.length) log.info({ count: departures.length }, 'lapsed holds swept for the waiting list');
}

/** A waiting-list offer's mail: the job carries the entry's id, never a reference. */
export const waitingListOfferJob: JobDefinition<{ entryId: string }> = defineJob({
  kind: 'booking-waiting-list-offer',
  run: ({ entryId }, { database, mailer, config }) => mailOffer(database, mailer, config, entryId),
});

/**
 * The end of an offer not taken: started by the queue when the offer's hold runs out, it passes the seats to the
 * next person. Run twice, or after the offer was taken, it changes nothing.
 */
export const offerLapseJob: JobDefinition<{ entryId: string }> = defineJob({
  kind: 'booking-waiting-list-lapse',
  run: async ({ entryId }, { database, queue }) => {
    const departureId = await departureOfEntry(database.db, entryId);
    if (departureId) await releaseLapsed(database, queue, departureId);
  },
  sweep: { everyMs: 5 * 60_000, run: ({ database, queue, log }) => sweepLapsedOffers(database, queue, log) },
});
