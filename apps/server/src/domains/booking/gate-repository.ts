import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { GateScan } from '@lmr/shared/booking-gate';
import type { Db } from '../../db/database.ts';
import { bookingCheckIns, bookingDepartures, bookingOrders } from '../../db/schema/index.ts';

/* The gate's reads and its check-ins (migration 2170): every scan kept, one per ticket its check-in. */

/** The confirmed orders (reserved or paid) of a day's bookable trains, or of one train. */
export const confirmedOrders = (db: Db, where: { day: string } | { departureId: string }) =>
  db
    .select({
      id: bookingOrders.id,
      departureId: bookingOrders.departureId,
      name: bookingOrders.name,
      tickets: bookingOrders.tickets,
    })
    .from(bookingOrders)
    .innerJoin(bookingDepartures, eq(bookingDepartures.id, bookingOrders.departureId))
    .where(
      and(
        'day' in where ? eq(bookingDepartures.day, where.day) : eq(bookingDepartures.id, where.departureId),
        inArray(bookingOrders.state, ['reserved', 'paid']),
      ),
    )
    .orderBy(asc(bookingOrders.name), asc(bookingOrders.id));

export const departuresOfDay = (db: Db, day: string) =>
  db
    .select({ id: bookingDepartures.id, departs: bookingDepartures.departs })
    .from(bookingDepartures)
    .where(eq(bookingDepartures.day, day))
    .orderBy(asc(bookingDepartures.departs));

/** How many scans each of these tickets has had (the first is its check-in). */
export async function scansOf(db: Db, ticketHashes: string[]) {
  if (ticketHashes.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ hash: bookingCheckIns.ticketHash, scans: sql<number>`count(*)::int` })
    .from(bookingCheckIns)
    .where(inArray(bookingCheckIns.ticketHash, ticketHashes))
    .groupBy(bookingCheckIns.ticketHash);
  return new Map(rows.map((r) => [r.hash, r.scans]));
}

/** How many tickets of a train are checked in (their first scans). */
export async function checkInsOn(db: Db, departureId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bookingCheckIns)
    .where(and(eq(bookingCheckIns.departureId, departureId), eq(bookingCheckIns.repeat, false)));
  return row?.count ?? 0;
}

/**
 * Records a scan once, whatever number of times its phone sends it. The partial unique index lets exactly one
 * scan of a ticket be its check-in, however many phones send at once; any other is stored as a repeat.
 * Whether this scan is the ticket's check-in.
 */
export async function recordScan(db: Db, scan: GateScan, userId: string): Promise<boolean> {
  const row = { ...scan, scannedAt: new Date(scan.scannedAt), userId };
  const first = await db
    .insert(bookingCheckIns)
    .values({ ...row, repeat: false })
    .onConflictDoNothing()
    .returning({ id: bookingCheckIns.id });
  if (first.length > 0) return true;
  await db
    .insert(bookingCheckIns)
    .values({ ...row, repeat: true })
    .onConflictDoNothing({ target: bookingCheckIns.id });
  const [stored] = await db
    .select({ repeat: bookingCheckIns.repeat })
    .from(bookingCheckIns)
    .where(eq(bookingCheckIns.id, scan.id));
  return stored?.repeat === false;
}
