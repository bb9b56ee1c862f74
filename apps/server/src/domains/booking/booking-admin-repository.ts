import { and, asc, eq, ilike, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { bookingDepartures, bookingOrders, payments, refunds } from '../../db/schema/index.ts';

/* The admins' reads and changes of orders (booking-admin.ts, buyer-data.ts): manifests, search, moves, buyers. */

const CONFIRMED = ['reserved', 'paid'] as const;
const SEARCH_LIMIT = 50;

/** An order's online payment that took money, with what its refunds have taken back (pending or succeeded). */
const paidPayment = {
  id: payments.id,
  amountPence: payments.amountPence,
  refundedPence: sql<number>`coalesce((SELECT sum(${refunds.amountPence}) FROM ${refunds} WHERE ${refunds.paymentId} = ${payments.id} AND ${refunds.state} IN ('pending', 'succeeded')), 0)::int`,
};

/** Orders with their train's day and time and their online payment, if any, `where` selects. */
function ordersWhere(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({
      order: bookingOrders,
      date: bookingDepartures.day,
      time: bookingDepartures.departs,
      payment: paidPayment,
    })
    .from(bookingOrders)
    .innerJoin(bookingDepartures, eq(bookingDepartures.id, bookingOrders.departureId))
    .leftJoin(
      payments,
      and(
        eq(payments.purpose, 'booking'),
        eq(payments.reference, sql`${bookingOrders.id}::text`),
        inArray(payments.state, ['paid', 'partly_refunded', 'refunded']),
      ),
    )
    .where(where)
    .orderBy(asc(bookingDepartures.day), asc(bookingDepartures.departs), asc(bookingOrders.name));
}
export type AdminOrderRow = Awaited<ReturnType<typeof ordersWhere>>[number];

/** A train's confirmed orders (reserved or paid), by buyer's name. */
export const confirmedOrdersOn = (db: Db, departureId: string) =>
  ordersWhere(db, and(eq(bookingOrders.departureId, departureId), inArray(bookingOrders.state, CONFIRMED)));

/** Orders whose buyer's name or e-mail contains `words`, or whose reference hashes to `referenceHash`. */
export function searchOrders(db: Db, words: string, referenceHash: string) {
  const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return ordersWhere(
    db,
    or(
      ilike(bookingOrders.name, like),
      ilike(bookingOrders.email, like),
      eq(bookingOrders.referenceHash, referenceHash),
    ),
  ).limit(SEARCH_LIMIT);
}

export const adminOrder = async (db: Db | Tx, id: string) => (await ordersWhere(db, eq(bookingOrders.id, id)))[0];

/** Moves a confirmed order to another departure, if it is still confirmed and on the one it was read on. */
export async function moveConfirmedOrder(tx: Tx, id: string, from: string, to: string) {
  const rows = await tx
    .update(bookingOrders)
    .set({ departureId: to })
    .where(and(eq(bookingOrders.id, id), eq(bookingOrders.departureId, from), inArray(bookingOrders.state, CONFIRMED)))
    .returning({ id: bookingOrders.id });
  return rows.length > 0;
}

/** Orders whose buyer's e-mail is one of `emails` (each normalised: lower case). */
const anyEmail = (emails: string[]) => inArray(sql`lower(${bookingOrders.email})`, emails);

/** Every order the buyer with one of these e-mails made, whatever its state. */
export const buyerOrders = (db: Db | Tx, emails: string[]) => ordersWhere(db, anyEmail(emails));

const ANONYMOUS = { name: null, email: null };

/** Erases the name and e-mail from every order of the buyer with one of these e-mails; how many orders had them. */
export async function eraseBuyerOrders(db: Db | Tx, emails: string[]) {
  const rows = await db
    .update(bookingOrders)
    .set(ANONYMOUS)
    .where(anyEmail(emails))
    .returning({ id: bookingOrders.id });
  return rows.length;
}

/** Erases buyers' names and e-mails from the orders of trains before `day`; how many orders had them. */
export async function anonymiseOrdersBefore(db: Db, day: string) {
  const rows = await db
    .update(bookingOrders)
    .set(ANONYMOUS)
    .where(
      and(
        or(isNotNull(bookingOrders.name), isNotNull(bookingOrders.email)),
        inArray(
          bookingOrders.departureId,
          db.select({ id: bookingDepartures.id }).from(bookingDepartures).where(lt(bookingDepartures.day, day)),
        ),
      ),
    )
    .returning({ id: bookingOrders.id });
  return rows.length;
}
