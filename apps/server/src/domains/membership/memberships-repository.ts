import { and, desc, eq, gte, inArray, isNotNull, isNull, lte, not, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import type { MembershipState } from '@lmr/shared/membership';
import { members, membershipLinks, memberships } from '../../db/schema/index.ts';
import { membershipNotices, membershipReminders, membershipWelcomes } from '../../db/schema/membership-mails.ts';
import { mailOnce } from '../mail/mail-once.ts';

/* All the membership domain's SQL. A membership is paid once (one guarded UPDATE); each of its mails is sent once. */

export type MembershipRow = typeof memberships.$inferSelect;

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

/*
 * Each year's mails, sent once by the mail domain (mail-once.ts): the welcome with the card once it is paid; the
 * reminder a month before it ends, unless it is renewed or renews itself; the notice a week before an automatic
 * renewal's charge. The renewals sweep sends the last two on the day they fall due (`today`).
 */

const paidYear = eq(memberships.state, 'paid');
export const welcomeSteps = mailOnce(membershipWelcomes, membershipWelcomes.id, paidYear);

/** Paid, welcomed, ending between `today` and `endingBy`, and no later year paid. A year recorded late gets none. */
function endingUnrenewed(today: string, endingBy: string) {
  const renewed = sql`EXISTS (SELECT 1 FROM memberships later WHERE later.email = ${memberships.email}
    AND later.state = 'paid' AND later.ends_on > ${memberships.endsOn})`;
  return and(
    paidYear,
    gte(memberships.endsOn, today),
    lte(memberships.endsOn, endingBy),
    isNotNull(membershipWelcomes.sentAt),
    sql`NOT ${renewed}`,
  );
}

/** The provider will charge for the next year unless the member or the provider stops it first. */
const renewsItself = sql`(${memberships.providerSubscriptionId} IS NOT NULL AND ${memberships.renewalStoppedAt} IS NULL)`;

interface Due {
  today: string;
  endingBy: string;
}

/** The reminders due on a day: for a year that does not renew itself. */
export const reminderSteps = ({ today, endingBy }: Due) =>
  mailOnce(membershipReminders, membershipReminders.id, and(endingUnrenewed(today, endingBy), not(renewsItself)));

/** The notices due on a day: for a year that renews itself. */
export const noticeSteps = ({ today, endingBy }: Due) =>
  mailOnce(membershipNotices, membershipNotices.id, and(endingUnrenewed(today, endingBy), renewsItself));

/*
 * Automatic renewal: a yearly subscription at the provider. Each year it pays holds its id; a year after the
 * first is made once per invoice (UNIQUE provider_invoice_id).
 */

/** The first invoice is the year its checkout made: marks it that year's, or false when it is already another's. */
export async function claimFirstInvoice(tx: Tx, id: string, providerInvoiceId: string, providerSubscriptionId: string) {
  const rows = await tx
    .update(memberships)
    .set({ providerInvoiceId, providerSubscriptionId })
    .where(and(eq(memberships.id, id), isNull(memberships.providerInvoiceId)))
    .returning({ id: memberships.id });
  return rows.length > 0;
}

/** The subscription a checkout started, on the year it paid for. */
export const setSubscription = (tx: Tx, id: string, providerSubscriptionId: string) =>
  tx.update(memberships).set({ providerSubscriptionId }).where(eq(memberships.id, id));

/** A year a renewal charge paid for: nothing when this invoice made one already. */
export async function insertChargedYear(tx: Tx, row: typeof memberships.$inferInsert) {
  const [added] = await tx.insert(memberships).values(row).onConflictDoNothing().returning();
  return added;
}

/** The subscription renewing the member's latest paid year, when it has not been stopped. */
export async function runningRenewal(db: Db, email: string) {
  const year = await latestPaid(db, email);
  return year?.providerSubscriptionId && !year.renewalStoppedAt ? year : undefined;
}

/** Ends an automatic renewal, once: false when it had ended already. */
export async function stopRenewal(db: Db | Tx, providerSubscriptionId: string, by: 'member' | 'provider') {
  const rows = await db
    .update(memberships)
    .set({ renewalStoppedAt: sql`now()`, renewalStoppedBy: by })
    .where(and(eq(memberships.providerSubscriptionId, providerSubscriptionId), isNull(memberships.renewalStoppedAt)))
    .returning({ id: memberships.id });
  return rows.length > 0;
}

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
