import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { coverRequests, dutyAssignments, rosterMails, users } from '../../db/schema/index.ts';
import { recordConfirmation } from './assignments-repository.ts';

/* Requests for cover: asked on a place, offered to volunteers by mail, closed by the first acceptance. */

const asker = alias(users, 'asker');

const requestColumns = {
  id: coverRequests.id,
  assignmentId: coverRequests.assignmentId,
  status: coverRequests.status,
  askedBy: coverRequests.askedBy,
  askerName: asker.name,
  askerEmail: asker.email,
  coveredBy: coverRequests.coveredBy,
  day: dutyAssignments.day,
  roleId: dutyAssignments.roleId,
};
export type CoverRequestRow = {
  id: string;
  assignmentId: string;
  status: 'open' | 'covered' | 'taken-back';
  askedBy: string;
  askerName: string;
  askerEmail: string;
  coveredBy: string | null;
  day: string;
  roleId: string;
};

const requests = (db: Db) =>
  db
    .select(requestColumns)
    .from(coverRequests)
    .innerJoin(dutyAssignments, eq(dutyAssignments.id, coverRequests.assignmentId))
    .innerJoin(asker, eq(asker.id, coverRequests.askedBy));

export async function findCoverRequest(db: Db, id: string): Promise<CoverRequestRow | undefined> {
  const [row] = await requests(db).where(eq(coverRequests.id, id));
  return row;
}

/** Every request on a place from `from` to `to`, oldest first (so the newest on a place is its last). */
export async function coverRequestsBetween(db: Db, from: string, to: string): Promise<CoverRequestRow[]> {
  return requests(db)
    .where(and(gte(dutyAssignments.day, from), lte(dutyAssignments.day, to)))
    .orderBy(asc(dutyAssignments.day), asc(coverRequests.createdAt));
}

/** The volunteers this asker offered this place to before (a request taken back): not mailed again. */
export async function offeredBefore(db: Db, assignmentId: string, askedBy: string) {
  const rows = await db
    .select({ userId: rosterMails.recipientId })
    .from(rosterMails)
    .innerJoin(coverRequests, eq(coverRequests.id, rosterMails.coverRequestId))
    .where(and(eq(rosterMails.assignmentId, assignmentId), eq(coverRequests.askedBy, askedBy)));
  return new Set(rows.map((r) => r.userId));
}

/**
 * Opens a request on a place and records its offers, one roster mail per volunteer, in one transaction.
 * A second open request on the same place fails on the partial unique index (cover_requests_one_open).
 */
export async function insertCoverRequest(db: Db, assignmentId: string, askedBy: string, recipients: string[]) {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .insert(coverRequests)
      .values({ assignmentId, askedBy })
      .returning({ id: coverRequests.id });
    const offers = recipients.length
      ? await tx
          .insert(rosterMails)
          .values(
            recipients.map((recipientId) => ({
              assignmentId,
              kind: 'cover-offer' as const,
              coverRequestId: request!.id,
              recipientId,
            })),
          )
          .returning({ id: rosterMails.id })
      : [];
    return { id: request!.id, mailIds: offers.map((o) => o.id) };
  });
}

/** Closes the asker's open request on a place; undefined when there is none. */
export async function takeBackCoverRequest(db: Db, assignmentId: string, askedBy: string) {
  const [row] = await db
    .update(coverRequests)
    .set({ status: 'taken-back', closedAt: sql`now()` })
    .where(
      and(
        eq(coverRequests.assignmentId, assignmentId),
        eq(coverRequests.askedBy, askedBy),
        eq(coverRequests.status, 'open'),
      ),
    )
    .returning({ id: coverRequests.id });
  return row;
}

/**
 * The first acceptance wins: the UPDATE closes the request only while it is open, and a second acceptance
 * at the same instant waits for the first's row lock and then finds it closed. The place changes hands in
 * the same transaction, with hours back to the day's and the confirmation (and reminder) recorded afresh
 * for its new holder. The confirmation's id, or undefined when the request was no longer open.
 */
export async function coverPlace(db: Db, id: string, coveredBy: string, confirmationReminds: boolean) {
  return db.transaction(async (tx) => {
    const [won] = await tx
      .update(coverRequests)
      .set({ status: 'covered', coveredBy, closedAt: sql`now()` })
      .where(and(eq(coverRequests.id, id), eq(coverRequests.status, 'open')))
      .returning({ assignmentId: coverRequests.assignmentId });
    if (!won) return undefined;
    await tx
      .update(dutyAssignments)
      .set({ userId: coveredBy, hours: null })
      .where(eq(dutyAssignments.id, won.assignmentId));
    await tx
      .delete(rosterMails)
      .where(
        and(eq(rosterMails.assignmentId, won.assignmentId), inArray(rosterMails.kind, ['confirmation', 'reminder'])),
      );
    return recordConfirmation(tx, won.assignmentId, confirmationReminds);
  });
}
