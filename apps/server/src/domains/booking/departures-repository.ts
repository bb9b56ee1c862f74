import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import {
  bookingCarriages,
  bookingCrewPauses,
  bookingDepartures,
  bookingOrders,
  dayChanges,
  timetablePatterns,
} from '../../db/schema/index.ts';
import { dayCancelled } from './cancelled-days-repository.ts';
import { pausedOn } from './crew-pauses-repository.ts';

/* Bookable departures: a running day's train with its make-up, capacity and sales window. */

export type DepartureRow = typeof bookingDepartures.$inferSelect;
export type NewDeparture = Omit<typeof bookingDepartures.$inferInsert, 'id' | 'seatsTaken' | 'wheelchairSpacesTaken'>;

/** Adds those not bookable yet; the ids of those added. */
export async function insertDepartures(db: Db, rows: NewDeparture[]) {
  const added = await db
    .insert(bookingDepartures)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: bookingDepartures.id });
  return added.map((r) => r.id);
}

/** The id of the timetable pattern of this name (names are unique, whatever their case). */
export async function patternNamed(db: Db, name: string) {
  const [row] = await db
    .select({ id: timetablePatterns.id })
    .from(timetablePatterns)
    .where(sql`lower(${timetablePatterns.name}) = lower(${name})`);
  return row?.id;
}

export async function findDeparture(db: Db | Tx, id: string) {
  const [row] = await db.select().from(bookingDepartures).where(eq(bookingDepartures.id, id));
  return row;
}

/**
 * A train with what a hold needs of its day, in one query (decision 156): the fares of the pattern it was made
 * bookable from (null for a train made before that was kept), whether the timetable has cancelled its day, and
 * whether its sales are paused for want of crew.
 */
export async function departureForSale(db: Db, id: string) {
  const [row] = await db
    .select({
      departure: bookingDepartures,
      pattern: { name: timetablePatterns.name, fares: timetablePatterns.fares },
      cancelled: sql<boolean>`EXISTS (SELECT 1 FROM ${dayChanges} WHERE ${dayCancelled})`,
      paused: sql<boolean>`EXISTS (SELECT 1 FROM ${bookingCrewPauses} WHERE ${pausedOn(bookingDepartures.day)})`,
    })
    .from(bookingDepartures)
    .leftJoin(timetablePatterns, eq(timetablePatterns.id, bookingDepartures.patternId))
    .where(eq(bookingDepartures.id, id));
  return row;
}

/** The database's CHECK refuses a capacity below the seats already taken (SQLSTATE 23514). */
export async function updateDeparture(db: Db | Tx, id: string, change: Partial<NewDeparture>) {
  const rows = await db
    .update(bookingDepartures)
    .set(change)
    .where(eq(bookingDepartures.id, id))
    .returning({ id: bookingDepartures.id });
  return rows.length > 0;
}

/** Only a departure that never had an order: their history stays. */
export async function deleteDepartureWithoutOrders(db: Db, id: string) {
  const rows = await db
    .delete(bookingDepartures)
    .where(
      and(
        eq(bookingDepartures.id, id),
        sql`NOT EXISTS (SELECT 1 FROM ${bookingOrders} WHERE ${bookingOrders.departureId} = ${bookingDepartures.id})`,
      ),
    )
    .returning({ id: bookingDepartures.id });
  return rows.length > 0;
}

/** A carriage's new seats reach every departure from `from` on whose make-up has it; the ids of those. */
export async function recountCapacity(tx: Tx, carriageId: string, from: string) {
  const rows = await tx
    .update(bookingDepartures)
    .set({
      seats: sql`(SELECT coalesce(sum(c.seats), 0) FROM ${bookingCarriages} c WHERE c.rolling_stock_id = ANY(${bookingDepartures.carriages}))`,
      wheelchairSpaces: sql`(SELECT coalesce(sum(c.wheelchair_spaces), 0) FROM ${bookingCarriages} c WHERE c.rolling_stock_id = ANY(${bookingDepartures.carriages}))`,
    })
    .where(and(gte(bookingDepartures.day, from), sql`${carriageId} = ANY(${bookingDepartures.carriages})`))
    .returning({ id: bookingDepartures.id });
  return rows.map((r) => r.id);
}

/** Seats a buyer is choosing, or paying for online until the provider says paid or expired. */
const liveHeld = sql`((${bookingOrders.state} = 'held' AND ${bookingOrders.heldUntil} > now()) OR ${bookingOrders.state} = 'awaiting_payment')`;
const sold = sql`${bookingOrders.state} IN ('reserved', 'paid')`;

/**
 * Departures from `from` on (or of one day), each with the seats sold (reserved or paid) and held right now. A hold
 * past its time counts for nothing here, whether or not a later hold has given its seats back yet.
 */
export async function departuresWithSales(db: Db, where: { from: string } | { day: string }) {
  return db
    .select({
      departure: bookingDepartures,
      seatsSold: sql<number>`coalesce(sum(${bookingOrders.seats}) FILTER (WHERE ${sold}), 0)::int`,
      seatsHeld: sql<number>`coalesce(sum(${bookingOrders.seats}) FILTER (WHERE ${liveHeld}), 0)::int`,
      wheelchairSpacesTaken: sql<number>`coalesce(sum(${bookingOrders.wheelchairSpaces}) FILTER (WHERE ${sold} OR ${liveHeld}), 0)::int`,
    })
    .from(bookingDepartures)
    .leftJoin(bookingOrders, eq(bookingOrders.departureId, bookingDepartures.id))
    .where('day' in where ? eq(bookingDepartures.day, where.day) : gte(bookingDepartures.day, where.from))
    .groupBy(bookingDepartures.id)
    .orderBy(asc(bookingDepartures.day), asc(bookingDepartures.departs));
}
