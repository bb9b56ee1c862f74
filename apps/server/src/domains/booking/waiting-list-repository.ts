import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Tickets } from '@lmr/shared/booking';
import type { Db, Tx } from '../../db/database.ts';
import { bookingOrders, bookingWaitingList } from '../../db/schema/index.ts';

/* The waiting list of a full train (decision 138): entries in the order they joined, and each offer's one mail. */

export interface NewEntry {
  departureId: string;
  name: string;
  email: string;
  tickets: Tickets;
  seats: number;
  wheelchairSpaces: number;
  totalPence: number;
}

/** Adds the entry (joining again while waiting changes nothing); its place among those waiting. */
export async function addToWaitingList(db: Db, entry: NewEntry) {
  await db.insert(bookingWaitingList).values(entry).onConflictDoNothing();
  const waiting = and(eq(bookingWaitingList.departureId, entry.departureId), eq(bookingWaitingList.state, 'waiting'));
  // Compared in the database: a timestamp read into JavaScript loses its microseconds.
  const joined = db
    .select({ joinedAt: bookingWaitingList.joinedAt })
    .from(bookingWaitingList)
    .where(and(waiting, sql`lower(${bookingWaitingList.email}) = lower(${entry.email})`));
  const [place] = await db
    .select({ n: count() })
    .from(bookingWaitingList)
    .where(and(waiting, lte(bookingWaitingList.joinedAt, sql`(${joined})`)));
  return place!.n;
}

/** Those still waiting for seats on a departure, first joined first. */
export const waitingInOrder = (tx: Tx, departureId: string) =>
  tx
    .select()
    .from(bookingWaitingList)
    .where(and(eq(bookingWaitingList.departureId, departureId), eq(bookingWaitingList.state, 'waiting')))
    .orderBy(asc(bookingWaitingList.joinedAt));

/** The entry has been offered the order's seats: never offered again. */
export const markOffered = (tx: Tx, id: string, orderId: string) =>
  tx
    .update(bookingWaitingList)
    .set({ state: 'offered', orderId, offeredAt: sql`now()` })
    .where(and(eq(bookingWaitingList.id, id), eq(bookingWaitingList.state, 'waiting')));

/** The offered entry whose order this is, marked as having left the list; undefined when there is none. */
export async function leaveOffer(tx: Tx, orderId: string) {
  const [row] = await tx
    .update(bookingWaitingList)
    .set({ state: 'left' })
    .where(and(eq(bookingWaitingList.orderId, orderId), eq(bookingWaitingList.state, 'offered')))
    .returning({ departureId: bookingWaitingList.departureId });
  return row;
}

/** A departure's list in order, with each offer's order state and whether its hold has run out. */
export const waitingListOf = (db: Db, departureId: string) =>
  db
    .select({
      entry: bookingWaitingList,
      orderState: bookingOrders.state,
      lapsed: sql<boolean>`coalesce(${bookingOrders.heldUntil} <= now(), false)`,
    })
    .from(bookingWaitingList)
    .leftJoin(bookingOrders, eq(bookingOrders.id, bookingWaitingList.orderId))
    .where(eq(bookingWaitingList.departureId, departureId))
    .orderBy(asc(bookingWaitingList.joinedAt));

/**
 * The departures with a hold past its time that matters to the list: an offer that ran out, or any hold while
 * someone waits for its seats. Elsewhere a lapsed hold's seats go back at the next hold (orders-repository.ts).
 */
export async function departuresWithLapsedHolds(db: Db) {
  const rows = await db
    .selectDistinct({ departureId: bookingOrders.departureId })
    .from(bookingOrders)
    .where(
      and(
        eq(bookingOrders.state, 'held'),
        lte(bookingOrders.heldUntil, sql`now()`),
        sql`EXISTS (SELECT 1 FROM ${bookingWaitingList} w WHERE w.departure_id = ${bookingOrders.departureId}
                    AND (w.state = 'waiting' OR w.order_id = ${bookingOrders.id}))`,
      ),
    );
  return rows.map((r) => r.departureId);
}

/** A claim older than this is taken to be a job that died mid-send: its mail may be claimed again. */
const CLAIM_LAPSES = sql`now() - interval '10 minutes'`;

/** Claims the entry's offer mail to send it: its order's id, or undefined when it is sent or being sent. */
export async function claimOfferMail(db: Db, id: string) {
  const [row] = await db
    .update(bookingWaitingList)
    .set({ mailClaimedAt: sql`now()` })
    .where(
      and(
        eq(bookingWaitingList.id, id),
        isNotNull(bookingWaitingList.orderId),
        isNull(bookingWaitingList.mailSentAt),
        or(isNull(bookingWaitingList.mailClaimedAt), lt(bookingWaitingList.mailClaimedAt, CLAIM_LAPSES)),
      ),
    )
    .returning({ orderId: bookingWaitingList.orderId });
  return row?.orderId ?? undefined;
}

export const markOfferMailSent = (db: Db, id: string) =>
  db
    .update(bookingWaitingList)
    .set({ mailSentAt: sql`now()` })
    .where(eq(bookingWaitingList.id, id));

export const releaseOfferMail = (db: Db, id: string) =>
  db.update(bookingWaitingList).set({ mailClaimedAt: null }).where(eq(bookingWaitingList.id, id));

/** The entries offered seats whose mail is not queued yet, with the moment each offer's hold ends. */
export const offerMailsToQueue = (db: Db) =>
  db
    .select({ id: bookingWaitingList.id, heldUntil: bookingOrders.heldUntil })
    .from(bookingWaitingList)
    .innerJoin(bookingOrders, eq(bookingOrders.id, bookingWaitingList.orderId))
    .where(isNull(bookingWaitingList.mailQueuedAt));

/** The train of an entry, or undefined when there is no such entry. */
export async function departureOfEntry(db: Db, id: string) {
  const [row] = await db
    .select({ departureId: bookingWaitingList.departureId })
    .from(bookingWaitingList)
    .where(eq(bookingWaitingList.id, id));
  return row?.departureId;
}

export async function markOfferMailsQueued(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(bookingWaitingList)
    .set({ mailQueuedAt: sql`now()` })
    .where(and(inArray(bookingWaitingList.id, ids), isNull(bookingWaitingList.mailQueuedAt)));
}
