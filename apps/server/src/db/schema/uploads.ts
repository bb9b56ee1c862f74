import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Files of uploads not yet committed (see migrations/0700_pending_uploads.sql). */
export const pendingUploads = pgTable('pending_uploads', {
  key: text('key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
