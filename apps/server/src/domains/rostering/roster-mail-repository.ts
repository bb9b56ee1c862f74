import { and, asc, eq, gte, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { dutyAssignments, rosterMails } from '../../db/schema/index.ts';

/* Roster mail rows: recorded once, queued, claimed by one sender, marked sent (decision 044). */

export type RosterMailKind = (typeof rosterMails.$inferSelect)['kind'];

/** How long a sender holds a mail before another may take it (a process that died mid-send). */
const MAIL_CLAIM = sql`now() + interval '2 minutes'`;

/** Records a reminder for every duty on a day from `from` to `to`; each duty's once, however often this runs. */
export async function recordReminders(db: Db, from: string, to: string, skipDays: string[]) {
  const rows = await db
    .select({ id: dutyAssignments.id })
    .from(dutyAssignments)
    .where(
      and(
        gte(dutyAssignments.day, from),
        lte(dutyAssignments.day, to),
        skipDays.length ? notInArray(dutyAssignments.day, skipDays) : undefined,
      ),
    );
  if (rows.length === 0) return;
  await db
    .insert(rosterMails)
    .values(rows.map((r) => ({ assignmentId: r.id, kind: 'reminder' as const })))
    .onConflictDoNothing();
}

/** Mails recorded but never queued (a crash between the two), or queued long ago and still unsent. */
export async function mailsToQueue(db: Db) {
  const rows = await db
    .select({ id: rosterMails.id })
    .from(rosterMails)
    .where(
      and(
        isNull(rosterMails.mailedAt),
        or(isNull(rosterMails.queuedAt), lt(rosterMails.queuedAt, sql`now() - interval '4 hours'`)),
      ),
    )
    .orderBy(asc(rosterMails.createdAt))
    .limit(500);
  return rows.map((r) => r.id);
}

export async function markQueued(db: Db, ids: string[]) {
  if (ids.length)
    await db
      .update(rosterMails)
      .set({ queuedAt: sql`now()` })
      .where(inArray(rosterMails.id, ids));
}

export type ClaimedMail = NonNullable<Awaited<ReturnType<typeof claimMail>>>;

/** Claims an unsent mail for this sender; undefined when it was sent, or another sender holds it. */
export async function claimMail(db: Db, id: string) {
  const [row] = await db
    .update(rosterMails)
    .set({ claimedUntil: MAIL_CLAIM })
    .where(
      and(
        eq(rosterMails.id, id),
        isNull(rosterMails.mailedAt),
        or(isNull(rosterMails.claimedUntil), lt(rosterMails.claimedUntil, sql`now()`)),
      ),
    )
    .returning({
      kind: rosterMails.kind,
      assignmentId: rosterMails.assignmentId,
      coverRequestId: rosterMails.coverRequestId,
      recipientId: rosterMails.recipientId,
    });
  return row;
}

export async function markMailed(db: Db, id: string) {
  await db
    .update(rosterMails)
    .set({ mailedAt: sql`now()` })
    .where(eq(rosterMails.id, id));
}

/** A failed send gives the mail back at once, for the job's retry. */
export async function releaseMail(db: Db, id: string) {
  await db.update(rosterMails).set({ claimedUntil: null }).where(eq(rosterMails.id, id));
}
