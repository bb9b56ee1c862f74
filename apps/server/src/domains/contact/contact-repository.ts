import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { ContactMessage } from '@lmr/shared/contact';
import type { Db } from '../../db/database.ts';
import { contactMessages, contactReplies, users } from '../../db/schema/index.ts';

const LIST_LIMIT = 200;

/** Received messages, newest first, with their answers; `handled` picks handled or open ones only. */
export async function listContactMessages(db: Db, handled?: boolean): Promise<ContactMessage[]> {
  const filter =
    handled === undefined
      ? undefined
      : handled
        ? isNotNull(contactMessages.handledAt)
        : isNull(contactMessages.handledAt);
  const messages = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
      mailedAt: contactMessages.mailedAt,
      handledAt: contactMessages.handledAt,
    })
    .from(contactMessages)
    .where(filter)
    .orderBy(desc(contactMessages.createdAt))
    .limit(LIST_LIMIT);
  const replies = messages.length
    ? await db
        .select({
          messageId: contactReplies.messageId,
          body: contactReplies.body,
          sentAt: contactReplies.createdAt,
          sentBy: users.name,
        })
        .from(contactReplies)
        .leftJoin(users, eq(users.id, contactReplies.sentBy))
        .where(
          inArray(
            contactReplies.messageId,
            messages.map((m) => m.id),
          ),
        )
        .orderBy(asc(contactReplies.createdAt))
    : [];
  return messages.map((m) => ({
    ...m,
    createdAt: m.createdAt.toISOString(),
    mailedAt: m.mailedAt?.toISOString() ?? null,
    handledAt: m.handledAt?.toISOString() ?? null,
    replies: replies
      .filter((r) => r.messageId === m.id)
      .map((r) => ({ body: r.body, sentAt: r.sentAt.toISOString(), sentBy: r.sentBy })),
  }));
}

export async function findContactMessageById(db: Db, id: string) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

/** How many messages nobody has marked handled or answered yet. */
export async function countOpenMessages(db: Db): Promise<number> {
  const [row] = await db
    .select({ open: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(isNull(contactMessages.handledAt));
  return row!.open;
}

/** Marks a message handled (now) or open again; false when there is no such message. */
export async function setContactMessageHandled(db: Db, id: string, handled: boolean) {
  const rows = await db
    .update(contactMessages)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

/** Keeps an answer beside its message and marks the message handled, in one transaction. */
export async function recordContactReply(db: Db, messageId: string, body: string, sentBy: string) {
  await db.transaction(async (tx) => {
    await tx.insert(contactReplies).values({ messageId, body, sentBy });
    await tx
      .update(contactMessages)
      .set({ handledAt: new Date() })
      .where(and(eq(contactMessages.id, messageId), isNull(contactMessages.handledAt)));
  });
}

/** Stores a message from the Contact page; its id, for the mail queue. */
export async function storeContactMessage(
  db: Db,
  message: { name: string; email: string; subject: string; message: string; ip: string },
) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!.id;
}

export async function markContactMessageQueued(db: Db, id: string) {
  await db
    .update(contactMessages)
    .set({ queuedAt: sql`now()` })
    .where(eq(contactMessages.id, id));
}

export async function markContactMessageMailed(db: Db, id: string) {
  await db
    .update(contactMessages)
    .set({ mailedAt: sql`now()` })
    .where(eq(contactMessages.id, id));
}

/** Messages whose mail never went: not queued after a minute, or queued so long ago that every retry is spent. */
export async function unmailedContactMessages(db: Db) {
  const rows = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(
      and(
        isNull(contactMessages.mailedAt),
        or(
          and(isNull(contactMessages.queuedAt), lt(contactMessages.createdAt, sql`now() - interval '1 minute'`)),
          lt(contactMessages.queuedAt, sql`now() - interval '3 hours'`),
        ),
      ),
    )
    .orderBy(asc(contactMessages.createdAt))
    .limit(100);
  return rows.map((r) => r.id);
}
