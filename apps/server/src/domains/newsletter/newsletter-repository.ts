import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { NewsletterProgress } from '@lmr/shared/newsletter';
import type { Database, Db } from '../../db/database.ts';
import { type DeliveryStatus, newsletterDeliveries, newsletters, subscribers } from '../../db/schema/index.ts';
import { recordMailToMany } from '../mail/mail-to-many.ts';
import type { NewsletterContent } from './newsletter-mail.ts';

/**
 * Stores a newsletter and one pending delivery per active subscriber, in one transaction; undefined,
 * and nothing stored, when this newsletter has been sent already (its compose id, or the same one
 * without an id just now: mail-to-many.ts).
 */
export async function queueNewsletter(
  database: Database,
  { composeId, ...content }: NewsletterContent & { composeId?: string },
  createdBy: string,
) {
  return database.db.transaction(async (tx) => {
    const first = await recordMailToMany(tx, {
      kind: 'newsletter',
      composeId,
      content: [content.title, content.subject, content.message, content.imageLink ?? null],
    });
    if (!first) return undefined;
    const [newsletter] = await tx
      .insert(newsletters)
      .values({
        title: content.title,
        subject: content.subject,
        message: content.message,
        imageLink: content.imageLink ?? null,
        imageWidth: content.imageWidth ?? null,
        imageHeight: content.imageHeight ?? null,
        createdBy,
      })
      .returning({ id: newsletters.id });
    const id = newsletter!.id;
    // One statement fans the newsletter out inside the database, however many subscribers there are;
    // Drizzle's insert-from-select would want every column of the table, the id included.
    const column = (c: { name: string }) => sql.identifier(c.name);
    await tx.execute(
      sql`INSERT INTO ${newsletterDeliveries} (${column(newsletterDeliveries.newsletterId)}, ${column(newsletterDeliveries.subscriberId)}, ${column(newsletterDeliveries.email)})
          SELECT ${id}, ${subscribers.id}, ${subscribers.email} FROM ${subscribers} WHERE ${subscribers.status} = 'active'`,
    );
    const [queued] = await tx
      .select({ total: count() })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.newsletterId, id));
    return { id, total: queued!.total };
  });
}

const counted = (...statuses: DeliveryStatus[]) =>
  sql<number>`count(${newsletterDeliveries.id}) FILTER (WHERE ${inArray(newsletterDeliveries.status, statuses)})::int`;

const progress = (db: Db) =>
  db
    .select({
      id: newsletters.id,
      title: newsletters.title,
      subject: newsletters.subject,
      createdAt: newsletters.createdAt,
      total: count(newsletterDeliveries.id),
      sent: counted('sent'),
      failed: counted('failed'),
      pending: counted('pending', 'sending'),
    })
    .from(newsletters)
    .leftJoin(newsletterDeliveries, eq(newsletterDeliveries.newsletterId, newsletters.id))
    .groupBy(newsletters.id)
    .$dynamic();

const toProgress = ({ createdAt, ...r }: { createdAt: Date } & Omit<NewsletterProgress, 'createdAt'>) => ({
  ...r,
  createdAt: createdAt.toISOString(),
});

export async function newsletterProgress(database: Database, id: string): Promise<NewsletterProgress | undefined> {
  const [row] = await progress(database.db).where(eq(newsletters.id, id));
  return row && toProgress(row);
}

export async function newsletterHistory(database: Database, limit = 50): Promise<NewsletterProgress[]> {
  const rows = await progress(database.db).orderBy(desc(newsletters.createdAt)).limit(limit);
  return rows.map(toProgress);
}

export async function newsletterContent(database: Database, id: string): Promise<NewsletterContent | undefined> {
  const [row] = await database.db
    .select({
      title: newsletters.title,
      subject: newsletters.subject,
      message: newsletters.message,
      imageLink: newsletters.imageLink,
      imageWidth: newsletters.imageWidth,
      imageHeight: newsletters.imageHeight,
    })
    .from(newsletters)
    .where(eq(newsletters.id, id));
  return row;
}

export interface ClaimedDelivery {
  id: string;
  newsletter_id: string;
  subscriber_id: string | null;
  email: string;
  attempts: number;
  claim_token: string;
}

/**
 * Takes up to `batchSize` due deliveries for this process, with a lease and a new claim token. Raw SQL:
 * FOR UPDATE SKIP LOCKED inside the UPDATE's subquery is what lets several processes claim at once
 * without waiting on, or taking, each other's rows, and Drizzle has no form for a locking subquery.
 */
export async function claimDeliveries(database: Database, batchSize: number, claimSeconds: number) {
  const { rows } = await database.query<ClaimedDelivery>(
    `UPDATE newsletter_deliveries d
     SET status = 'sending', attempts = d.attempts + 1, claimed_until = now() + make_interval(secs => $2),
       claim_token = $3
     WHERE d.id IN (
       SELECT id FROM newsletter_deliveries
       WHERE (status = 'pending' AND next_attempt_at <= now()) OR (status = 'sending' AND claimed_until < now())
       ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING d.id, d.newsletter_id, d.subscriber_id, d.email, d.attempts, d.claim_token`,
    [batchSize, claimSeconds, randomUUID()],
  );
  return rows;
}

const leaseFor = (claimSeconds: number) => sql`now() + make_interval(secs => ${claimSeconds})`;
const held = (claimToken: string) =>
  and(eq(newsletterDeliveries.claimToken, claimToken), eq(newsletterDeliveries.status, 'sending'));
const byId = (id: string) => eq(newsletterDeliveries.id, Number(id));

/** Renews the lease of every row a claim still holds. */
export async function renewClaim(database: Database, claimToken: string, claimSeconds: number) {
  await database.db
    .update(newsletterDeliveries)
    .set({ claimedUntil: leaseFor(claimSeconds) })
    .where(held(claimToken));
}

/** Renews one row's lease if the claim still holds it; false when another process has taken it. */
export async function renewDelivery(database: Database, row: ClaimedDelivery, claimSeconds: number) {
  const rows = await database.db
    .update(newsletterDeliveries)
    .set({ claimedUntil: leaseFor(claimSeconds) })
    .where(and(byId(row.id), held(row.claim_token)))
    .returning({ id: newsletterDeliveries.id });
  return rows.length > 0;
}

export async function skipDelivery(database: Database, id: string) {
  await database.db.update(newsletterDeliveries).set({ status: 'skipped' }).where(byId(id));
}

/** Whoever holds the claim now, the mail went out: recording it stops anyone sending it again. */
export async function recordDeliverySent(database: Database, id: string) {
  await database.db
    .update(newsletterDeliveries)
    .set({ status: 'sent', sentAt: sql`now()`, claimedUntil: null, lastError: null })
    .where(byId(id));
}

/** A failed send: retried after `retryInSeconds`, or given up for good when `final`. */
export async function recordDeliveryFailed(
  database: Database,
  row: ClaimedDelivery,
  failure: { final: boolean; error: string; retryInSeconds: number },
) {
  await database.db
    .update(newsletterDeliveries)
    .set({
      status: failure.final ? 'failed' : 'pending',
      claimedUntil: null,
      lastError: failure.error,
      nextAttemptAt: sql`now() + make_interval(secs => ${failure.retryInSeconds})`,
    })
    .where(and(byId(row.id), eq(newsletterDeliveries.claimToken, row.claim_token)));
}

/** The deliveries given up for good, newest newsletter first, each with its newsletter. */
export async function failedDeliveries(database: Database, newsletterLimit = 50) {
  const recent = database.db
    .selectDistinct({ id: newsletterDeliveries.newsletterId })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.status, 'failed'));
  return database.db
    .select({
      newsletterId: newsletters.id,
      title: newsletters.title,
      subject: newsletters.subject,
      createdAt: newsletters.createdAt,
      id: newsletterDeliveries.id,
      email: newsletterDeliveries.email,
      subscriberId: newsletterDeliveries.subscriberId,
      attempts: newsletterDeliveries.attempts,
      lastError: newsletterDeliveries.lastError,
    })
    .from(newsletterDeliveries)
    .innerJoin(newsletters, eq(newsletters.id, newsletterDeliveries.newsletterId))
    .where(
      and(
        eq(newsletterDeliveries.status, 'failed'),
        inArray(
          newsletterDeliveries.newsletterId,
          database.db
            .select({ id: newsletters.id })
            .from(newsletters)
            .where(inArray(newsletters.id, recent))
            .orderBy(desc(newsletters.createdAt))
            .limit(newsletterLimit),
        ),
      ),
    )
    .orderBy(desc(newsletters.createdAt), newsletterDeliveries.email);
}

/**
 * Puts a failed delivery back in the queue, due now, with its tries counted afresh; only while it is
 * failed and its address is still on the list. The address it was for, or undefined when it was not so.
 */
export async function retryFailedDelivery(database: Database, id: string): Promise<string | undefined> {
  const [row] = await database.db
    .update(newsletterDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, claimToken: null })
    .where(
      and(byId(id), eq(newsletterDeliveries.status, 'failed'), sql`${newsletterDeliveries.subscriberId} IS NOT NULL`),
    )
    .returning({ email: newsletterDeliveries.email });
  return row?.email;
}

export async function deliveryExists(database: Database, id: string) {
  const [row] = await database.db.select({ id: newsletterDeliveries.id }).from(newsletterDeliveries).where(byId(id));
  return Boolean(row);
}
