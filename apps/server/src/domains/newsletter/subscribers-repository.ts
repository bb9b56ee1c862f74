import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { newsletterDeliveries, subscribers, unsubscribedTokens } from '../../db/schema/index.ts';

/**
 * Adds an address, or records the form a pending address used this time; an active one keeps its record.
 * Answers the row and whether it was inserted now.
 */
export async function upsertSubscriber(
  db: Db,
  values: {
    email: string;
    status: 'pending' | 'active';
    unsubscribeHash: string;
    consentForm: string;
    consentWording: string;
  },
) {
  const ifPending = (column: typeof subscribers.consentForm | typeof subscribers.consentWording) =>
    sql`CASE WHEN ${subscribers.status} = 'pending' THEN excluded.${sql.identifier(column.name)} ELSE ${column} END`;
  const [row] = await db
    .insert(subscribers)
    .values(values)
    .onConflictDoUpdate({
      target: subscribers.email,
      set: {
        consentForm: ifPending(subscribers.consentForm),
        consentWording: ifPending(subscribers.consentWording),
      },
    })
    .returning({ id: subscribers.id, status: subscribers.status, inserted: sql<boolean>`(xmax = 0)` });
  return row!;
}

/** Adds an address unless it is already listed; answers the new row's id, or undefined. */
export async function insertSubscriberIfNew(db: Db, values: Parameters<typeof upsertSubscriber>[1]) {
  const [row] = await db.insert(subscribers).values(values).onConflictDoNothing().returning({ id: subscribers.id });
  return row?.id;
}

export const setUnsubscribeHash = (db: Db, id: string, unsubscribeHash: string) =>
  db.update(subscribers).set({ unsubscribeHash }).where(eq(subscribers.id, id));

/** Keeps a new confirmation hash for a pending subscriber; answers their address, or null once confirmed or gone. */
export async function setConfirmHash(db: Db, id: string, confirmHash: string) {
  const [row] = await db
    .update(subscribers)
    .set({ confirmHash })
    .where(and(eq(subscribers.id, id), eq(subscribers.status, 'pending')))
    .returning({ email: subscribers.email });
  return row?.email ?? null;
}

/** Makes the subscriber with this confirmation hash active; false when it matches nobody. */
export async function activateByConfirmHash(db: Db, confirmHash: string): Promise<boolean> {
  const rows = await db
    .update(subscribers)
    .set({ status: 'active', confirmHash: null, confirmedAt: sql`now()` })
    .where(eq(subscribers.confirmHash, confirmHash))
    .returning({ id: subscribers.id });
  return rows.length === 1;
}

export async function findIdByUnsubscribeHash(db: Db, unsubscribeHash: string) {
  const [row] = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(eq(subscribers.unsubscribeHash, unsubscribeHash));
  return row?.id;
}

/** Unsubscribe links already used: a second press of the same link still answers that it worked. */
export const recordUsedUnsubscribeHash = (db: Db, tokenHash: string) =>
  db.insert(unsubscribedTokens).values({ tokenHash }).onConflictDoNothing();

export async function wasUnsubscribeHashUsed(db: Db, tokenHash: string) {
  const rows = await db
    .select({ tokenHash: unsubscribedTokens.tokenHash })
    .from(unsubscribedTokens)
    .where(eq(unsubscribedTokens.tokenHash, tokenHash));
  return rows.length === 1;
}

/** Removes a subscriber; newsletters still on their way to them skip them. */
export async function deleteSubscriber(db: Db, id: string): Promise<boolean> {
  await db
    .update(newsletterDeliveries)
    .set({ status: 'skipped' })
    .where(and(eq(newsletterDeliveries.subscriberId, id), eq(newsletterDeliveries.status, 'pending')));
  const rows = await db.delete(subscribers).where(eq(subscribers.id, id)).returning({ id: subscribers.id });
  return rows.length === 1;
}

/** Subscribers by their (normalised) e-mails, for the supporter record. */
const anyEmail = (emails: string[]) => inArray(sql`lower(${subscribers.email})`, emails);

export const subscribersByEmails = (db: Db | Tx, emails: string[]) =>
  db.select().from(subscribers).where(anyEmail(emails));

/** Removes the subscribers with these e-mails, as deleteSubscriber does one: pending deliveries to them are skipped. */
export async function removeSubscribers(db: Db | Tx, emails: string[]) {
  const ids = db.select({ id: subscribers.id }).from(subscribers).where(anyEmail(emails));
  await db
    .update(newsletterDeliveries)
    .set({ status: 'skipped' })
    .where(and(inArray(newsletterDeliveries.subscriberId, ids), eq(newsletterDeliveries.status, 'pending')));
  await db.delete(subscribers).where(anyEmail(emails));
}

/** Erasure on request: the subscription goes, and the record of each newsletter sent keeps no address. */
export async function eraseSubscribers(db: Db | Tx, emails: string[]) {
  await removeSubscribers(db, emails);
  await db
    .update(newsletterDeliveries)
    .set({ email: '' })
    .where(inArray(sql`lower(${newsletterDeliveries.email})`, emails));
}

const subscriberColumns = {
  id: subscribers.id,
  email: subscribers.email,
  status: subscribers.status,
  createdAt: subscribers.createdAt,
  confirmedAt: subscribers.confirmedAt,
  consentForm: subscribers.consentForm,
  consentWording: subscribers.consentWording,
};

export async function subscriberCounts(db: Db) {
  const [counts] = await db
    .select({ total: count(), active: sql<number>`count(*) FILTER (WHERE ${subscribers.status} = 'active')::int` })
    .from(subscribers);
  return counts!;
}

/** The newest first, for the admin's list. */
export const newestSubscribers = (db: Db, limit: number) =>
  db
    .select(subscriberColumns)
    .from(subscribers)
    .orderBy(desc(subscribers.createdAt), asc(subscribers.email))
    .limit(limit);

/** Every subscriber, the oldest first, for the export. */
export const allSubscribers = (db: Db) =>
  db.select(subscriberColumns).from(subscribers).orderBy(asc(subscribers.createdAt), asc(subscribers.email));
