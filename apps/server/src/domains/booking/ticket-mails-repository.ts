import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { bookingMoveMails, bookingTicketMails } from '../../db/schema/index.ts';
import { mailOnce } from '../mail/mail-once.ts';

/*
 * The one tickets mail of each order, and one more for each move an admin makes: recorded, queued, claimed by one
 * job, marked sent (decision 130).
 */

/** Records the order's tickets mail; recording it again changes nothing. */
export async function recordTicketMail(tx: Tx, orderId: string) {
  await tx.insert(bookingTicketMails).values({ orderId }).onConflictDoNothing();
}

/** The tickets mail's steps after it is recorded: queued, claimed, sent (mail-once.ts). */
export const ticketMailSteps = mailOnce(bookingTicketMails, bookingTicketMails.orderId);

/** Records the tickets mail of an admin's move, in the move's transaction: the move's id. */
export async function recordMoveMail(tx: Tx, orderId: string) {
  const [row] = await tx.insert(bookingMoveMails).values({ orderId }).returning({ id: bookingMoveMails.id });
  return row!.id;
}

export const moveMailSteps = mailOnce(bookingMoveMails, bookingMoveMails.id);

export async function orderOfMove(db: Db, moveId: string) {
  const [row] = await db
    .select({ orderId: bookingMoveMails.orderId })
    .from(bookingMoveMails)
    .where(eq(bookingMoveMails.id, moveId));
  return row?.orderId;
}
