import { bookingMessages } from '@lmr/shared/booking';
import { type JoinWaitingList, type WaitingEntry, waitingListMessages as m } from '@lmr/shared/booking-waiting-list';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { hashToken } from '../sessions/tokens.ts';
import { ticketsOnSale } from './booking-sales.ts';
import { findDeparture } from './departures-repository.ts';
import { findOrder, releaseHold } from './orders-repository.ts';
import { addToWaitingList, leaveOffer, waitingListOf } from './waiting-list-repository.ts';

/*
 * The waiting list of a full train (decision 138): joining, giving up an offer from its mail, and the admins'
 * view. Offers are made where seats come back (waiting-list-offers.ts) and mailed by waiting-list-mail.ts.
 */

/** Joins the list of a train on sale that lacks the seats asked for; the place in the list. */
export async function joinWaitingList(db: Db, request: JoinWaitingList, now: Date) {
  const { departure, tickets, takes, totalPence } = await ticketsOnSale(db, request, now);
  const fits =
    departure.seatsTaken + takes.seats <= departure.seats &&
    departure.wheelchairSpacesTaken + takes.wheelchairSpaces <= departure.wheelchairSpaces;
  if (fits) throw new HttpError(409, 'not_full', m.notFull);
  return addToWaitingList(db, {
    departureId: departure.id,
    name: request.name,
    email: request.email,
    tickets,
    ...takes,
    totalPence,
  });
}

/** Gives up an offer from its mail's link: the person leaves the list, and the held seats pass to the next. */
export async function leaveWaitingList(db: Db, reference: string) {
  const row = await findOrder(db, hashToken(reference));
  if (row?.order.state !== 'held') throw notFound(m.offerUnknown);
  const { id, departureId } = row.order;
  await db.transaction(async (tx) => {
    if (!(await leaveOffer(tx, id))) throw notFound(m.offerUnknown);
    await releaseHold(tx, id, departureId);
  });
}

/** What became of an entry's offer, from its order's state. */
function stateOf(entry: { state: string }, orderState: string | null, lapsed: boolean): WaitingEntry['state'] {
  if (entry.state !== 'offered') return entry.state === 'left' ? 'left' : 'waiting';
  if (orderState === 'expired' || (orderState === 'held' && lapsed)) return 'lapsed';
  if (orderState === 'cancelled' || orderState === 'refunded') return orderState;
  return orderState === 'held' || orderState === 'awaiting_payment' ? 'offered' : 'booked';
}

/** A train's waiting list for its admins, in the order people joined. */
export async function adminWaitingList(db: Db, departureId: string): Promise<WaitingEntry[]> {
  if (!(await findDeparture(db, departureId))) throw notFound(bookingMessages.unknownDeparture);
  const rows = await waitingListOf(db, departureId);
  return rows.map(({ entry, orderState, lapsed }) => ({
    name: entry.name,
    email: entry.email,
    seats: entry.seats,
    joinedAt: entry.joinedAt.toISOString(),
    state: stateOf(entry, orderState, lapsed),
    offeredAt: entry.offeredAt?.toISOString() ?? null,
  }));
}
