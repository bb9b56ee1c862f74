import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MonthlyGiftState } from '@lmr/shared/monthly-gifts';

/** A donor's monthly gift through the provider's subscription; each month paid is a row of `donations` (migration 2230). */
export const monthlyGifts = pgTable('monthly_gifts', {
  id: uuid('id').primaryKey().defaultRandom(),
  amountPence: integer('amount_pence').notNull(),
  name: text('name').notNull(),
  email: text('email'),
  state: text('state').$type<MonthlyGiftState>().notNull(),
  stoppedBy: text('stopped_by').$type<'donor' | 'provider'>(),
  providerSubscriptionId: text('provider_subscription_id').unique(),
  manageTokenHash: text('manage_token_hash').unique(),
  changes: integer('changes').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  /** The key Donate's form sent with the gift: asked again with it, the same gift answers (migration 2291). */
  giveKey: text('give_key').unique(),
});
