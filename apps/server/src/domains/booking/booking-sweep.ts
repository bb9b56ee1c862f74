import { defineJob, type JobContext } from '../mail/job-definitions.ts';
import { sweepCancelledDays } from './cancelled-day-mail.ts';
import { queueMoveMails, queueTicketMails } from './ticket-mail.ts';
import { queueOfferMails } from './waiting-list-mail.ts';

/**
 * Booking's one frequent sweep, every few seconds in every process: the mails recorded in a transaction and not
 * yet queued (tickets, an admin's move, offers: a process stopped between the two, or an offer made inside a
 * payment's webhook), and the orders of a day the timetable has just cancelled. An offer's end is a job of its
 * own (waiting-list-mail.ts).
 */
async function sweepBooking(context: JobContext) {
  await queueTicketMails(context);
  await queueMoveMails(context);
  await sweepCancelledDays(context);
  const offers = await queueOfferMails(context.database, context.queue);
  if (offers) context.log.info({ count: offers }, 'waiting list offers queued');
}

/** The sweep, with no job of its own (queued, a job of this kind sweeps at once). */
export const bookingSweepJob = defineJob<Record<string, never>>({
  kind: 'booking-sweep',
  run: (_payload, context) => sweepBooking(context),
  sweep: { everyMs: 5_000, run: sweepBooking },
});
