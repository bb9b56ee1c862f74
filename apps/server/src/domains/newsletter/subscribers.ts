import { createHmac } from 'node:crypto';
import { type ConsentForm, consentForms } from '@lmr/shared/messages';
import type { Database } from '../../db/database.ts';
import { getSecret } from '../settings/settings-repository.ts';
import { hashToken, newToken } from '../../services/tokens.ts';

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
  // A pending address signing up again records the form it used this time; an active one keeps its record.
  const { rows } = await database.query<{ id: string; status: string; inserted: boolean }>(
    `INSERT INTO subscribers (email, status, unsubscribe_hash, consent_form, consent_wording)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (email) DO UPDATE SET
       consent_form = CASE WHEN subscribers.status = 'pending' THEN EXCLUDED.consent_form ELSE subscribers.consent_form END,
       consent_wording = CASE WHEN subscribers.status = 'pending' THEN EXCLUDED.consent_wording ELSE subscribers.consent_wording END
     RETURNING id, status, (xmax = 0) AS inserted`,
    [email, doubleOptIn ? 'pending' : 'active', `pending:${newToken()}`, consent.name, consent.wording],
  );
  const row = rows[0]!;
  if (row.inserted) {
    const token = await unsubscribeToken(database, row.id);
    await database.query('UPDATE subscribers SET unsubscribe_hash = $2 WHERE id = $1', [row.id, hashToken(token)]);
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
  const { rows } = await database.query<{ email: string }>(
    `UPDATE subscribers SET confirm_hash = $2 WHERE id = $1 AND status = 'pending' RETURNING email`,
    [subscriberId, hashToken(token)],
  );
  return rows[0] ? { email: rows[0].email, token } : null;
}

/** Confirms a pending subscription; false when the token matches nobody. */
export async function confirmSubscription(database: Database, token: string): Promise<boolean> {
  const { rows } = await database.query(
    `UPDATE subscribers SET status = 'active', confirm_hash = NULL, confirmed_at = now()
     WHERE confirm_hash = $1 RETURNING id`,
    [hashToken(token)],
  );
  return rows.length === 1;
}

/** Deletes the subscriber the token belongs to; false (and nothing changed) for an unknown token. */
/** True when the link's address is now off the list, also when an earlier use of the same link removed it. */
export async function unsubscribe(database: Database, token: string): Promise<boolean> {
  const tokenHash = hashToken(token);
  const { rows } = await database.query<{ id: string }>('SELECT id FROM subscribers WHERE unsubscribe_hash = $1', [
    tokenHash,
  ]);
  if (!rows[0]) {
    const used = await database.query('SELECT 1 FROM unsubscribed_tokens WHERE token_hash = $1', [tokenHash]);
    return used.rows.length === 1;
  }
  await database.query('INSERT INTO unsubscribed_tokens (token_hash) VALUES ($1) ON CONFLICT DO NOTHING', [tokenHash]);
  return removeSubscriber(database, rows[0].id);
}

export async function removeSubscriber(database: Database, id: string): Promise<boolean> {
  await database.query(
    `UPDATE newsletter_deliveries SET status = 'skipped' WHERE subscriber_id = $1 AND status = 'pending'`,
    [id],
  );
  const { rows } = await database.query('DELETE FROM subscribers WHERE id = $1 RETURNING id', [id]);
  return rows.length === 1;
}

interface SubscriberRow {
  id: string;
  email: string;
  status: string;
  created_at: Date | string;
  confirmed_at: Date | string | null;
  consent_form: string | null;
  consent_wording: string | null;
}

const SUBSCRIBER_COLUMNS = 'id, email, status, created_at, confirmed_at, consent_form, consent_wording';
const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function listSubscribers(database: Database, limit = 500) {
  const counts = await database.query<{ total: number; active: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'active')::int AS active FROM subscribers`,
  );
  const { rows } = await database.query<SubscriberRow>(
    `SELECT ${SUBSCRIBER_COLUMNS} FROM subscribers ORDER BY created_at DESC, email LIMIT $1`,
    [limit],
  );
  return {
    ...counts.rows[0]!,
    subscribers: rows.map((r) => ({
      id: r.id,
      email: r.email,
      status: r.status,
      createdAt: new Date(r.created_at).toISOString(),
      consentForm: r.consent_form,
      consentWording: r.consent_wording,
      confirmedAt: isoOrNull(r.confirmed_at),
    })),
  };
}

/** A spreadsheet must not run a cell as a formula: values starting with = + - @ tab or CR get a leading quote. */
export const csvCell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export async function subscribersCsv(database: Database): Promise<string> {
  const { rows } = await database.query<SubscriberRow>(
    `SELECT ${SUBSCRIBER_COLUMNS} FROM subscribers ORDER BY created_at, email`,
  );
  const lines = [
    'email,status,subscribed_at,consent_form,consent_wording,confirmed_at',
    ...rows.map((r) =>
      [
        r.email,
        r.status,
        new Date(r.created_at).toISOString(),
        r.consent_form ?? '',
        r.consent_wording ?? '',
        isoOrNull(r.confirmed_at) ?? '',
      ]
        .map(csvCell)
        .join(','),
    ),
  ];
  return lines.join('\r\n') + '\r\n';
}
