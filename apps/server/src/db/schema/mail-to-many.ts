import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type MailToManyKind = 'newsletter' | 'roster-day';

/** Each mail to many people, recorded as it is sent, so that it is sent once (migration 1882). */
export const mailToManySends = pgTable(
  'mail_to_many_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<MailToManyKind>().notNull(),
    composeId: uuid('compose_id').unique(),
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_to_many_sends_fingerprint_idx').on(t.fingerprint, t.createdAt)],
);
