import { bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  published: jsonb('published').notNull(),
  draft: jsonb('draft'),
  version: integer('version').notNull().default(1),
  updatedBy: text('updated_by').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const siteContentRevisions = pgTable('site_content_revisions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  key: text('key')
    .notNull()
    .references(() => siteContent.key, { onDelete: 'cascade' }),
  data: jsonb('data').notNull(),
  author: text('author').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  note: text('note').notNull().default(''),
});
