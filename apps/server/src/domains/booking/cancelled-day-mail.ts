import { cancelledDayMessages as m } from '@lmr/shared/booking-cancelled-day';
import { longDate } from '@lmr/shared/day-text';
import { formatPence, railwayToday } from '@lmr/shared/timetable';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { defineJob, type JobContext, type JobDefinition } from '../mail/job-definitions.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { renderMail } from '../mail/mail-template.ts';
import { runningDaysByDate } from './booking-sales.ts';
import { paymentOf } from './manage-booking.ts';
import { cancelledDayMailSteps, cancelledTrainOf, recordCancelledDayOrders } from './cancelled-days-repository.ts';
import { queueRecorded, sendOnce } from '../mail/mail-once.ts';
import { orderById } from './orders-repository.ts';
import { loadTicketKeys } from './ticket-references.ts';
import { manageLink } from './ticket-mail.ts';

/*
 * When the timetable cancels a day with bookings (decision 140), each live order on it is told once, by a mail
 * offering its three choices through the manage link. Booking reacts to the timetable by its sweep: the
 * timetable knows nothing of booking, and an order paid after the cancel is found by the next sweep too.
 */

async function render(database: Database, config: Config, orderId: string): Promise<MailMessage | null> {
  const row = await orderById(database.db, orderId);
  const to = row?.order.email;
  const train = row && (await cancelledTrainOf(database.db, row.order));
  if (!to || !train || train.choice) return null;
  const { order, day, departs } = row;
  const paid = order.state === 'paid';
  const amount = formatPence((await paymentOf(database.db, order))?.leftPence ?? order.totalPence);
  const reason = (await runningDaysByDate(database.db)).get(day)?.reason ?? '';
  const subject = m.subject(longDate(day), departs);
  const choices = [
    m.chooseMove,
    paid ? m.chooseRefundPaid(amount) : m.chooseRefundReserved,
    paid ? m.chooseDonate(amount) : m.chooseDonateReserved,
  ];
  const rendered = renderMail({
    heading: subject,
    body: [m.body(longDate(day), departs, reason), '', ...choices.map((c, i) => `${i + 1}. ${c}`)].join('\n'),
    action: { label: m.manageLink, url: manageLink(config.publicUrl, await loadTicketKeys(config), orderId) },
    publicUrl: config.publicUrl,
  });
  return { to, subject, automatic: true, ...rendered };
}

/** Sends the order's mail once (mail-once.ts). */
export const mailCancelledDay = (database: Database, mailer: Mailer, config: Config, orderId: string) =>
  sendOnce(database.db, cancelledDayMailSteps, orderId, async () => {
    const mail = await render(database, config, orderId);
    if (mail) await mailer.send({ ...mail, messageId: `<cancelled-${orderId}@${new URL(config.publicUrl).hostname}>` });
  });

/**
 * Records the orders of days cancelled since the last sweep, and queues every mail recorded and not yet queued:
 * booking's sweep's part (booking-sweep.ts).
 */
export async function sweepCancelledDays({ database, queue, log }: JobContext) {
  await recordCancelledDayOrders(database.db, railwayToday());
  const enqueue = (orderId: string) => queue.send(cancelledDayMailJob, { orderId });
  await queueRecorded(database.db, cancelledDayMailSteps, enqueue, log, 'cancelled train mail');
}

/** An order's cancelled-train mail (booking_day_cancellations): the job carries the order's id, never a reference. */
export const cancelledDayMailJob: JobDefinition<{ orderId: string }> = defineJob({
  kind: 'booking-cancelled-day',
  run: ({ orderId }, { database, mailer, config }) => mailCancelledDay(database, mailer, config, orderId),
});
