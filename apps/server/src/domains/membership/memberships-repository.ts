import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import type { MembershipState } from '@lmr/shared/membership';
import { members, membershipLinks, memberships } from '../../db/schema/index.ts';

/* All the membership domain's SQL. A membership is paid once (one guarded UPDATE); each of its mails is sent once. */

export type MembershipRow = typeof memberships.$inferSelect;

/** A claim older than this is taken to be a job that died mid-send: the mail may be claimed again. */
const CLAIM_LAPSES = sql`now() - interval '10 minutes'`;

export async function insertMembership(db: Db | Tx, row: typeof memberships.$inferInsert) {
  const [added] = await db.insert(memberships).values(row).returning();
  return added!;
}

/** A volunteer's free membership for a year: nothing when one is already given for that year. */
export async function insertFreeMembership(db: Db | Tx, row: typeof memberships.$inferInsert) {
  const [added] = await db.insert(memberships).values(row).onConflictDoNothing().returning();
  return added;
}

export async function membershipById(db: Db | Tx, id: string) {
  const [row] = await db.select().from(memberships).where(eq(memberships.id, id));
  return row;
}

/** The person's member row, made with the next number on their first paid membership. */
export async function memberFor(db: Db | Tx, email: string, name: string) {
  // Two first payments at once may pick the same number: UNIQUE refuses one, and its webhook is delivered again.
  await db.execute(sql`INSERT INTO members (email, number, name)
    SELECT ${email}, coalesce(max(number), 1000) + 1, ${name} FROM members ON CONFLICT (email) DO NOTHING`);
  const [member] = await db.select().from(members).where(eq(members.email, email));
  return member!;
}

export async function memberByEmail(db: Db | Tx, email: string) {
  const [member] = await db.select().from(members).where(eq(members.email, email));
  return member;
}

/** The end of the person's latest paid year, if any: a renewal starts the day after it. */
export async function latestPaid(db: Db | Tx, email: string) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.email, email), eq(memberships.state, 'paid')))
    .orderBy(desc(memberships.endsOn))
    .limit(1);
  return row;
}

/** Moves a membership to `to` only from one of `from`, so a confirmation that comes twice changes nothing. */
export async function moveMembership(
  db: Db | Tx,
  id: string,
  from: MembershipState[],
  to: MembershipState,
  year?: { startsOn: string; endsOn: string },
) {
  const [row] = await db
    .update(memberships)
    .set({ state: to, ...(to === 'paid' ? { paidAt: sql`now()`, ...year } : {}) })
    .where(and(eq(memberships.id, id), inArray(memberships.state, from)))
    .returning();
  return row;
}

/** Every paid year, latest first per person: the admins' list and charts read the first of each. */
export const paidMemberships = (db: Db) =>
  db
    .select()
    .from(memberships)
    .innerJoin(members, eq(members.email, memberships.email))
    .where(eq(memberships.state, 'paid'))
    .orderBy(memberships.email, desc(memberships.endsOn));

/** Every membership of these people, for their timeline, export and erasure. */
export const membershipsOf = (db: Db | Tx, emails: string[]) =>
  db.select().from(memberships).where(inArray(memberships.email, emails)).orderBy(memberships.createdAt);

export const membersOf = (db: Db | Tx, emails: string[]) =>
  db.select().from(members).where(inArray(members.email, emails));

/* The welcome mail with the card: queued by the sweep, claimed by one job, marked sent. */

export async function welcomesToQueue(db: Db) {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.state, 'paid'), isNull(memberships.welcomeQueuedAt)));
  return rows.map((r) => r.id);
}

export async function markWelcomesQueued(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(memberships)
    .set({ welcomeQueuedAt: sql`now()` })
    .where(and(inArray(memberships.id, ids), isNull(memberships.welcomeQueuedAt)));
}

/** Claims a membership's welcome to send it, or undefined when it is sent or another job is sending it. */
export async function claimWelcome(db: Db, id: string) {
  const [row] = await db
    .update(memberships)
    .set({ welcomeClaimedAt: sql`now()` })
    .where(
      and(
        eq(memberships.id, id),
        eq(memberships.state, 'paid'),
        isNull(memberships.welcomeSentAt),
        or(isNull(memberships.welcomeClaimedAt), lt(memberships.welcomeClaimedAt, CLAIM_LAPSES)),
      ),
    )
    .returning();
  return row;
}

export const markWelcomeSent = (db: Db, id: string) =>
  db
    .update(memberships)
    .set({ welcomeSentAt: sql`now()` })
    .where(eq(memberships.id, id));

export const releaseWelcome = (db: Db, id: string) =>
  db.update(memberships).set({ welcomeClaimedAt: null }).where(eq(memberships.id, id));

/*
 * The renewal reminder: claimed once when its year ends between today and the notice's end, unless the person
 * renewed already. A year recorded after it ended (a late cheque) gets none.
 */

export async function claimReminders(db: Db, today: string, endingBy: string) {
  const renewed = sql`EXISTS (SELECT 1 FROM memberships later WHERE later.email = ${memberships.email}
    AND later.state = 'paid' AND later.ends_on > ${memberships.endsOn})`;
  return db
    .update(memberships)
    .set({ reminderClaimedAt: sql`now()` })
    .where(
      and(
        eq(memberships.state, 'paid'),
        gte(memberships.endsOn, today),
        lte(memberships.endsOn, endingBy),
        isNotNull(memberships.welcomeSentAt),
        isNull(memberships.reminderSentAt),
        or(isNull(memberships.reminderClaimedAt), lt(memberships.reminderClaimedAt, CLAIM_LAPSES)),
        sql`NOT ${renewed}`,
      ),
    )
    .returning();
}

export const markReminderSent = (db: Db, id: string) =>
  db
    .update(memberships)
    .set({ reminderSentAt: sql`now()` })
    .where(eq(memberships.id, id));

export const releaseReminder = (db: Db, id: string) =>
  db.update(memberships).set({ reminderClaimedAt: null }).where(eq(memberships.id, id));

/* A member's own link: only the token's hash is kept. */

export async function addMemberLink(db: Db, email: string, tokenHash: string) {
  await db.insert(membershipLinks).values({ email, tokenHash });
}

export async function emailOfLink(db: Db, tokenHash: string) {
  const [row] = await db.select().from(membershipLinks).where(eq(membershipLinks.tokenHash, tokenHash));
  return row?.email;
}

/** Erasure: the person's links and member row go; their paid years keep the amounts, without name or address. */
export async function eraseMembers(tx: Tx, emails: string[]) {
  await tx.delete(members).where(inArray(members.email, emails));
  await tx
    .update(memberships)
    .set({ name: 'Erased on request', email: sql`'erased-' || ${memberships.id}` })
    .where(inArray(memberships.email, emails));
}
