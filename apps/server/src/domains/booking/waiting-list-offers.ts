import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { waitingListRules } from '@lmr/shared/booking-waiting-list';
import type { Tx } from '../../db/database.ts';
import { bookingDepartures, bookingOrders } from '../../db/schema/index.ts';
import { hashToken } from '../sessions/tokens.ts';
import { onCancelledDay } from './cancelled-days-repository.ts';
import { takeSeats } from './orders-repository.ts';
import { railwayInstant } from './railway-instant.ts';
import { markOffered, waitingInOrder } from './waiting-list-repository.ts';

/**
 * Offers a departure's free seats to its waiting list, called by giveBackSeats wherever seats come back (a hold
 * lapsed, a payment page closed unpaid, a booking cancelled or moved away), in that same transaction, and where a
 * carriage added to the train adds seats (booking-setup.ts). In the order people joined, each whose tickets fit
 * gets them held by an order of their own (takeSeats: never oversold) until waitingListRules.offerMinutes from
 * now, or the train's sales close if sooner; their mail is recorded here and sent by waiting-list-mail.ts, which
 * makes the order's reference as it sends. Nothing is offered once sales have closed, nor on a day the timetable
 * has cancelled: nobody is offered a train that will not run.
 */
export async function offerFreedSeats(tx: Tx, departureId: string) {
  // Locks the train's row, so that two offers of its seats at once take turns and read each other's entries.
  const [departure] = await tx
    .select()
    .from(bookingDepartures)
    .where(eq(bookingDepartures.id, departureId))
    .for('update');
  if (!departure) return;
  const closes = new Date(
    railwayInstant(departure.day, departure.departs).getTime() - departure.salesCloseMinutesBefore * 60_000,
  );
  if (closes.getTime() <= Date.now() || (await onCancelledDay(tx, departureId))) return;
  for (const entry of await waitingInOrder(tx, departureId)) {
    if (!(await takeSeats(tx, departureId, entry))) continue;
    const [order] = await tx
      .insert(bookingOrders)
      .values({
        // Nobody knows this reference: the offer mail replaces it with the one it sends.
        referenceHash: hashToken(randomBytes(16).toString('base64url')),
        departureId,
        state: 'held',
        tickets: entry.tickets,
        seats: entry.seats,
        wheelchairSpaces: entry.wheelchairSpaces,
        totalPence: entry.totalPence,
        name: entry.name,
        email: entry.email,
        heldUntil: sql`least(now() + make_interval(mins => ${waitingListRules.offerMinutes}), ${closes.toISOString()}::timestamptz)`,
      })
      .returning({ id: bookingOrders.id });
    await markOffered(tx, entry.id, order!.id);
  }
}
