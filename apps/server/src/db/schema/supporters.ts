import { bigserial, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ConsentPurpose } from '@lmr/shared/supporter-words';

/** The one supporter record (migration 2240): a person, their e-mails, consents and own links. */
export const supporters = pgTable('supporters', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().default(''),
  house: text('house').notNull().default(''),
  postcode: text('postcode').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const supporterEmails = pgTable(
  'supporter_emails',
  {
    email: text('email').primaryKey(),
    supporterId: uuid('supporter_id')
      .notNull()
      .references(() => supporters.id, { onDelete: 'cascade' }),
  },
  (t) => [index('supporter_emails_supporter').on(t.supporterId)],
);

export const supporterConsents = pgTable(
  'supporter_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supporterId: uuid('supporter_id')
      .notNull()
      .references(() => supporters.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<ConsentPurpose>().notNull(),
    given: boolean('given').notNull(),
    how: text('how').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supporter_consents_supporter').on(t.supporterId, t.at)],
);

export const supporterLinks = pgTable(
  'supporter_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    supporterId: uuid('supporter_id')
      .notNull()
      .references(() => supporters.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('supporter_links_supporter').on(t.supporterId)],
);
