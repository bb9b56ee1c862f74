import type { Tx } from '../../db/database.ts';
import { bookingTicketMails } from '../../db/schema/index.ts';
import { mailOnce } from '../mail/mail-once.ts';

/* The one tickets mail of each order: recorded, queued, claimed by one job, marked sent (decision 130). */

/** Records the order's tickets mail; recording it again changes nothing. */
export async function recordTicketMail(tx: Tx, orderId: string) {
  await tx.insert(bookingTicketMails).values({ orderId }).onConflictDoNothing();
}

/** The tickets mail's steps after it is recorded: queued, claimed, sent (mail-once.ts). */
export const ticketMailSteps = mailOnce(bookingTicketMails, bookingTicketMails.orderId);
