import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/** A number per kind of public content, raised by triggers on every change to it (migrations 0400 and 0901). */
export const contentVersions = pgTable('content_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
