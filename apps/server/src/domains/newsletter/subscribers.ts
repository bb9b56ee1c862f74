import { createHmac } from 'node:crypto';
import { type ConsentForm, consentByHand, consentForms } from '@lmr/shared/messages';
import type { Database } from '../../db/database.ts';
import { csvDocument } from '../../http/csv.ts';
import { getSecret } from '../settings/settings-repository.ts';
import { hashToken, newToken } from '../sessions/tokens.ts';
import {
  activateByConfirmHash,
  allSubscribers,
  deleteSubscriber,
  findIdByUnsubscribeHash,
  insertSubscriberIfNew,
  newestSubscribers,
  recordUsedUnsubscribeHash,
  setConfirmHash,
  setUnsubscribeHash,
  subscriberCounts,
  upsertSubscriber,
  wasUnsubscribeHashUsed,
} from './subscribers-repository.ts';

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
  const row = await upsertSubscriber(database.db, {
    email,
    status: doubleOptIn ? 'pending' : 'active',
    unsubscribeHash: `pending:${newToken()}`,
    consentForm: consent.name,
    consentWording: consent.wording,
  });
  if (row.inserted) await setUnsubscribeHash(database.db, row.id, hashToken(await unsubscribeToken(database, row.id)));
  if (row.status === 'pending' && doubleOptIn) return { kind: 'confirm', subscriberId: row.id };
  return row.inserted ? { kind: 'subscribed' } : { kind: 'unchanged' };
}

/**
 * An address an admin typed in from a paper sign-up sheet, active at once (its owner agreed on paper, where
 * `source` says); false when the address is already listed, which is then left as it was.
 */
export async function addByHand(database: Database, email: string, source: string): Promise<boolean> {
  const id = await insertSubscriberIfNew(database.db, {
    email,
    status: 'active',
    unsubscribeHash: `pending:${newToken()}`,
    consentForm: consentByHand,
    consentWording: source,
  });
  if (id) await setUnsubscribeHash(database.db, id, hashToken(await unsubscribeToken(database, id)));
  return Boolean(id);
}

/**
 * A new confirmation token for a pending subscriber, made when its mail is sent; only the hash is kept,
 * and an earlier link stops working. Null once the address is confirmed or gone.
 */
export async function issueConfirmToken(database: Database, subscriberId: string) {
  const token = newToken();
  const email = await setConfirmHash(database.db, subscriberId, hashToken(token));
  return email ? { email, token } : null;
}

/** Confirms a pending subscription; false when the token matches nobody. */
export const confirmSubscription = (database: Database, token: string): Promise<boolean> =>
  activateByConfirmHash(database.db, hashToken(token));

/** True when the link's address is now off the list, also when an earlier use of the same link removed it. */
export async function unsubscribe(database: Database, token: string): Promise<boolean> {
  const tokenHash = hashToken(token);
  const id = await findIdByUnsubscribeHash(database.db, tokenHash);
  if (!id) return wasUnsubscribeHashUsed(database.db, tokenHash);
  await recordUsedUnsubscribeHash(database.db, tokenHash);
  return deleteSubscriber(database.db, id);
}

export async function listSubscribers(database: Database, limit = 500) {
  const counts = await subscriberCounts(database.db);
  const rows = await newestSubscribers(database.db, limit);
  return {
    ...counts,
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

export async function subscribersCsv(database: Database): Promise<string> {
  const rows = await allSubscribers(database.db);
  return csvDocument(
    ['email', 'status', 'subscribed_at', 'consent_form', 'consent_wording', 'confirmed_at'],
    rows.map((r) => [
      r.email,
      r.status,
      r.createdAt.toISOString(),
      r.consentForm ?? '',
      r.consentWording ?? '',
      r.confirmedAt?.toISOString() ?? '',
    ]),
  );
}
