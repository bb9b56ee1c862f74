import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Hits per key in fixed windows, shared by every server process (migration 0002). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);
