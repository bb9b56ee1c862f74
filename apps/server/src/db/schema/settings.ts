import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Settings an admin changes at run time, and secrets generated once, shared by every server process. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
