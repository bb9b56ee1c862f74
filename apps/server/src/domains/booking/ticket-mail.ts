import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { bookingMessages as m, type Tickets, ticketTypes } from '@lmr/shared/booking';
import { longDate } from '@lmr/shared/day-text';
import { formatPence } from '@lmr/shared/timetable';
import type { Config } from '../../config.ts';
import type { Database, Tx } from '../../db/database.ts';
import { defineJob, type JobContext, type JobDefinition, type JobQueue } from '../mail/job-definitions.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { renderMail } from '../mail/mail-template.ts';
import { calendarDocument, openingTimes, structured, utcStamp } from '../running-days/icalendar.ts';
import { railwayPlace } from '../running-days/timetable-service.ts';
import { orderById } from './orders-repository.ts';
import { loadTicketKeys, signReference, type TicketKeys } from './ticket-references.ts';
import { moveMailSteps, orderOfMove, recordTicketMail, ticketMailSteps } from './ticket-mails-repository.ts';
import { queueNow, queueRecorded, sendOnce } from '../mail/mail-once.ts';

/*
 * The tickets mail: one per order, sent once through the mail queue (decision 130). Both ways an order is
 * confirmed call `sendTickets` inside the transaction that confirms it: a reservation (pay at the station)
 * and, with online payment, the payment's `onPaid`.
 */

/** Records the order's tickets mail in the transaction that confirms it; queued by the caller or booking's sweep. */
export const sendTickets = (tx: Tx, orderId: string) => recordTicketMail(tx, orderId);

/** The words of each ticket: one per seat-taking ticket (a family's is one ticket for four; a babe has none). */
export function ticketLabels(tickets: Tickets) {
  const label = { family: m.familyTicket, wheelchair: m.wheelchairTicket } as Partial<Record<string, string>>;
  return (['adult', 'child', 'family', 'wheelchair'] as const).flatMap((type) =>
    Array.from({ length: tickets[type] }, () => label[type] ?? ticketTypes[type].label),
  );
}

/** The page where a buyer sees, cancels or moves the booking; the reference after # never reaches a server. */
export const manageLink = (publicUrl: string, keys: TicketKeys, orderId: string) =>
  `${publicUrl}/book/manage#ref=${signReference(keys, { kind: 'manage', orderId })}`;

async function render(database: Database, config: Config, orderId: string): Promise<MailMessage | null> {
  const row = await orderById(database.db, orderId);
  const to = row?.order.email;
  if (!to || (row.order.state !== 'reserved' && row.order.state !== 'paid')) return null;
  const { order, day, departs } = row;
  const { publicUrl } = config;
  const keys = await loadTicketKeys(config);
  const place = await railwayPlace(database.db, publicUrl);
  const labels = ticketLabels(order.tickets);
  const codes = await Promise.all(
    labels.map((_, i) => QRCode.toBuffer(signReference(keys, { kind: 'ticket', orderId, ticket: i + 1 }))),
  );
  const subject = m.ticketsSubject(longDate(day), departs);
  const lines = [
    ...labels.map((label, i) => m.ticketLine(i + 1, label)),
    ...(order.tickets.babe ? [`${ticketTypes.babe.label}: ${order.tickets.babe}`] : []),
    `Total: ${formatPence(order.totalPence)}. ${order.state === 'paid' ? m.paidNote : m.payAtStationNote}`,
    m.refundPolicy(order.refundHoursBefore ?? 0),
    `Where: ${place.address}.`,
  ].join('\n');
  const rendered = renderMail({
    heading: subject,
    body: m.ticketsBody(lines),
    action: { label: m.manageBooking, url: manageLink(publicUrl, keys, orderId) },
    inlineImages: labels.map((label, i) => ({ cid: `ticket-${i + 1}`, alt: m.ticketLine(i + 1, label) })),
    publicUrl,
  });
  const invite = calendarDocument(`${place.name}//Booking`, place.name, [
    [
      ['UID', `booking-${orderId}@${new URL(publicUrl).hostname}`],
      ['DTSTAMP', structured(utcStamp(new Date()))],
      ...openingTimes({ date: day, opens: departs, closes: departs }),
      ['SUMMARY', `${place.name}: the ${departs} train`],
      ['LOCATION', place.address],
      ['STATUS', structured('CONFIRMED')],
    ],
  ]);
  return {
    to,
    subject,
    automatic: true,
    ...rendered,
    attachments: [
      ...codes.map((content, i) => ({
        filename: `ticket-${i + 1}.png`,
        content,
        contentType: 'image/png',
        cid: `ticket-${i + 1}`,
      })),
      { filename: 'train.ics', content: invite, contentType: 'text/calendar; charset=utf-8' },
    ],
  };
}

/** Composes the order's tickets mail for its train now and sends it; `copy` names a further mail's message id. */
async function sendTicketsMail(database: Database, mailer: Mailer, config: Config, orderId: string, copy?: string) {
  const mail = await render(database, config, orderId);
  const id = copy ? `${orderId}-${copy}` : orderId;
  if (mail) await mailer.send({ ...mail, messageId: `<tickets-${id}@${new URL(config.publicUrl).hostname}>` });
}

/** Sends an order's tickets mail once: claimed while it is sent, marked sent when the mail server takes it. */
export const mailTickets = (database: Database, mailer: Mailer, config: Config, orderId: string) =>
  sendOnce(database.db, ticketMailSteps, orderId, () => sendTicketsMail(database, mailer, config, orderId));

/** An order's tickets mail (booking_ticket_mails): the job carries the order's id, never a reference. */
export const ticketsMailJob: JobDefinition<{ orderId: string }> = defineJob({
  kind: 'booking-tickets',
  run: ({ orderId }, { database, mailer, config }) => mailTickets(database, mailer, config, orderId),
});

/** Queues the tickets mails recorded and not yet queued: booking's sweep's part (booking-sweep.ts). */
export const queueTicketMails = ({ database, queue, log }: JobContext) =>
  queueRecorded(
    database.db,
    ticketMailSteps,
    (orderId) => queue.send(ticketsMailJob, { orderId }),
    log,
    'tickets mail',
  );

/** Queues the tickets mail recorded by a committed transaction at once, instead of at the next sweep. */
export const queueTickets = (database: Database, queue: JobQueue, orderId: string) =>
  queueNow(database.db, ticketMailSteps, (id) => queue.send(ticketsMailJob, { orderId: id }), orderId);

/**
 * An admin's move (booking-admin.ts): the tickets mail composed again for the order's new train, sent once per
 * move (booking_move_mails). The tickets are the order's, so those the buyer has stay valid.
 */
export const ticketsMovedJob: JobDefinition<{ moveId: string }> = defineJob({
  kind: 'booking-tickets-moved',
  run: ({ moveId }, { database, mailer, config }) =>
    sendOnce(database.db, moveMailSteps, moveId, async () => {
      const orderId = await orderOfMove(database.db, moveId);
      if (orderId) await sendTicketsMail(database, mailer, config, orderId, moveId);
    }),
});

/** Queues the move mails recorded and not yet queued: booking's sweep's part (booking-sweep.ts). */
export const queueMoveMails = ({ database, queue, log }: JobContext) =>
  queueRecorded(database.db, moveMailSteps, (moveId) => queue.send(ticketsMovedJob, { moveId }), log, 'move mail');

/** Queues the mail of a move committed just now, instead of at the next sweep. */
export const queueMoveMail = (database: Database, queue: JobQueue, moveId: string) =>
  queueNow(database.db, moveMailSteps, (id) => queue.send(ticketsMovedJob, { moveId: id }), moveId);

/**
 * An admin's resend: the tickets mail composed again for the order's train as it is now, a deliberate further
 * mail of its own id.
 */
export const ticketsResendJob: JobDefinition<{ orderId: string; resendId: string }> = defineJob({
  kind: 'booking-tickets-resend',
  run: ({ orderId, resendId }, { database, mailer, config }) =>
    sendTicketsMail(database, mailer, config, orderId, resendId),
});

/** Queues the tickets mail again: a new resend id each time, so each call is one more mail. */
export const resendTickets = (queue: JobQueue, orderId: string) =>
  queue.send(ticketsResendJob, { orderId, resendId: randomUUID() });
