import { createHmac } from 'node:crypto';
import { type ConsentForm, consentForms } from '@lmr/shared/messages';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { newsletterDeliveries, subscribers, unsubscribedTokens } from '../../db/schema/index.ts';
import { getSecret } from '../settings/settings-repository.ts';
import { hashToken, newToken } from '../sessions/tokens.ts';

const SECRET_KEY = 'newsletter.unsubscribe_secret';

/**
 * A subscriber's unsubscribe token: an HMAC of their id with a secret kept in the database. It can be
 * rebuilt for every newsletter without being stored; only its SHA-256 is kept, to find the subscriber.
 */
export async function unsubscribeToken(database: Database, subscriberId: string) {
  const secret = await getSecret(database, SECRET_KEY);
  return createHmac('sha256', secret).update(`unsubscribe:${subscriberId}`).digest('base64url');
}

/** Builds tokens for many subscribers with one secret lookup. */
export async function unsubscribeTokenMaker(database: Database) {
  const secret = await getSecret(database, SECRET_KEY);
  return (subscriberId: string) =>
    createHmac('sha256', secret).update(`unsubscribe:${subscriberId}`).digest('base64url');
}

export type SubscribeOutcome =
  { kind: 'subscribed' } | { kind: 'confirm'; subscriberId: string } | { kind: 'unchanged' };

/**
 * Adds an address. With double opt-in it stays pending until confirmed, and the outcome asks for a
 * confirmation mail; an address already active is left as it is.
 */
export async function subscribe(
  database: Database,
  email: string,
  doubleOptIn: boolean,
  form: ConsentForm,
): Promise<SubscribeOutcome> {
  const consent = consentForms[form];
  const status = doubleOptIn ? 'pending' : 'active';
  // A pending address signing up again records the form it used this time; an active one keeps its record.
  const ifPending = (column: typeof subscribers.consentForm | typeof subscribers.consentWording) =>
    sql`CASE WHEN ${subscribers.status} = 'pending' THEN excluded.${sql.identifier(column.name)} ELSE ${column} END`;
  const upserted = await database.db
    .insert(subscribers)
    .values({
      email,
      status,
      unsubscribeHash: `pending:${newToken()}`,
      consentForm: consent.name,
      consentWording: consent.wording,
    })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: {
        consentForm: ifPending(subscribers.consentForm),
        consentWording: ifPending(subscribers.consentWording),
      },
    })
    .returning({ id: subscribers.id, status: subscribers.status, inserted: sql<boolean>`(xmax = 0)` });
  const row = upserted[0]!;
  if (row.inserted) {
    const token = await unsubscribeToken(database, row.id);
    await database.db
      .update(subscribers)
      .set({ unsubscribeHash: hashToken(token) })
      .where(eq(subscribers.id, row.id));
  }
  if (row.status === 'pending' && doubleOptIn) return { kind: 'confirm', subscriberId: row.id };
  return row.inserted ? { kind: 'subscribed' } : { kind: 'unchanged' };
}

/**
 * A new confirmation token for a pending subscriber, made when its mail is sent; only the hash is kept,
 * and an earlier link stops working. Null once the address is confirmed or gone.
 */
export async function issueConfirmToken(database: Database, subscriberId: string) {
  const token = newToken();
  const [row] = await database.db
    .update(subscribers)
    .set({ confirmHash: hashToken(token) })
    .where(and(eq(subscribers.id, subscriberId), eq(subscribers.status, 'pending')))
    .returning({ email: subscribers.email });
  return row ? { email: row.email, token } : null;
}

/** Confirms a pending subscription; false when the token matches nobody. */
export async function confirmSubscription(database: Database, token: string): Promise<boolean> {
  const rows = await database.db
    .update(subscribers)
    .set({ status: 'active', confirmHash: null, confirmedAt: sql`now()` })
    .where(eq(subscribers.confirmHash, hashToken(token)))
    .returning({ id: subscribers.id });
  return rows.length === 1;
}

/** True when the link's address is now off the list, also when an earlier use of the same link removed it. */
export async function unsubscribe(database: Database, token: string): Promise<boolean> {
  const tokenHash = hashToken(token);
  const { db } = database;
  const [subscriber] = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(eq(subscribers.unsubscribeHash, tokenHash));
  if (!subscriber) {
    const used = await db
      .select({ tokenHash: unsubscribedTokens.tokenHash })
      .from(unsubscribedTokens)
      .where(eq(unsubscribedTokens.tokenHash, tokenHash));
    return used.length === 1;
  }
  await db.insert(unsubscribedTokens).values({ tokenHash }).onConflictDoNothing();
  return removeSubscriber(database, subscriber.id);
}

export async function removeSubscriber(database: Database, id: string): Promise<boolean> {
  await database.db
    .update(newsletterDeliveries)
    .set({ status: 'skipped' })
    .where(and(eq(newsletterDeliveries.subscriberId, id), eq(newsletterDeliveries.status, 'pending')));
  const rows = await database.db.delete(subscribers).where(eq(subscribers.id, id)).returning({ id: subscribers.id });
  return rows.length === 1;
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

export async function listSubscribers(database: Database, limit = 500) {
  const [counts] = await database.db
    .select({ total: count(), active: sql<number>`count(*) FILTER (WHERE ${subscribers.status} = 'active')::int` })
    .from(subscribers);
  const rows = await database.db
    .select(subscriberColumns)
    .from(subscribers)
    .orderBy(desc(subscribers.createdAt), asc(subscribers.email))
    .limit(limit);
  return {
    ...counts!,
    subscribers: rows.map((r) => ({
      id: r.id,
      email: r.email,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      consentForm: r.consentForm,
      consentWording: r.consentWording,
      confirmedAt: r.confirmedAt?.toISOString() ?? null,
    })),
  };
}

/** A spreadsheet must not run a cell as a formula: values starting with = + - @ tab or CR get a leading quote. */
export const csvCell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export async function subscribersCsv(database: Database): Promise<string> {
  const rows = await database.db
    .select(subscriberColumns)
    .from(subscribers)
    .orderBy(asc(subscribers.createdAt), asc(subscribers.email));
  const lines = [
    'email,status,subscribed_at,consent_form,consent_wording,confirmed_at',
    ...rows.map((r) =>
      [
        r.email,
        r.status,
        r.createdAt.toISOString(),
        r.consentForm ?? '',
        r.consentWording ?? '',
        r.confirmedAt?.toISOString() ?? '',
      ]
        .map(csvCell)
        .join(','),
    ),
  ];
  return lines.join('\r\n') + '\r\n';
}
