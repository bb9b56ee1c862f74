import { type BuyerData, bookingAdminMessages as am } from '@lmr/shared/booking-admin';
import { buyerDataRules } from '@lmr/shared/booking-privacy';
import { railwayToday } from '@lmr/shared/timetable';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http-error.ts';
import { defineJob, type JobContext } from '../mail/job-definitions.ts';
import {
  type AdminOrderRow,
  anonymiseOrdersBefore,
  buyerOrders,
  eraseBuyerOrders,
} from './booking-admin-repository.ts';
import { adminOrderOf } from './booking-admin.ts';

/*
 * Buyers' personal data (issue 28 point 9, decision 142): a name and an e-mail on each order, kept for
 * buyerDataRules.keepMonths after the train, then erased by the sweep below; the tickets, seats and totals stay
 * for the sales figures. A buyer may ask for a copy of what is kept, or for it to be erased sooner.
 */

const HOUR = 60 * 60 * 1000;

/** Everything kept about the buyer with this e-mail, for their request to see it. */
export async function buyerData(db: Db, email: string): Promise<BuyerData> {
  const rows = await buyerOrders(db, [email.toLowerCase()]);
  if (rows.length === 0) throw notFound(am.noBuyer);
  return { email, orders: rows.map(buyerOrderShown) };
}

/** One order as its buyer may read it: the admins' view, with when each step happened. */
export const buyerOrderShown = (row: AdminOrderRow) => ({
  ...adminOrderOf(row),
  createdAt: row.order.createdAt.toISOString(),
  reservedAt: row.order.reservedAt?.toISOString() ?? null,
  paidAt: row.order.paidAt?.toISOString() ?? null,
  cancelledAt: row.order.cancelledAt?.toISOString() ?? null,
});

/** Erases the buyer's name and e-mail from each of their orders; how many. */
export async function eraseBuyer(db: Db, email: string) {
  const erased = await eraseBuyerOrders(db, [email.toLowerCase()]);
  if (erased === 0) throw notFound(am.noBuyer);
  return erased;
}

/** The first day whose trains' buyers are still kept on `today`: keepMonths before it. */
export function keptFrom(today: string) {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() - buyerDataRules.keepMonths);
  return day.toISOString().slice(0, 10);
}

/** Anonymises the orders of trains older than the setting keeps; how many it changed. */
export const anonymiseLapsedBuyers = (db: Db, today: string) => anonymiseOrdersBefore(db, keptFrom(today));

async function anonymiseNow({ database, log }: JobContext) {
  const count = await anonymiseLapsedBuyers(database.db, railwayToday());
  if (count) log.info({ count }, 'booking buyers anonymised after their keeping time');
}

/** Anonymises lapsed buyers: swept in every process every hour (queued, a job of this kind does it at once). */
export const buyerDataJob = defineJob<Record<string, never>>({
  kind: 'booking-buyer-data',
  run: (_payload, context) => anonymiseNow(context),
  sweep: { everyMs: HOUR, run: anonymiseNow },
});
