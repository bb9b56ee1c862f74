import { date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MembershipState, MembershipWay } from '@lmr/shared/membership';
import { users } from './accounts.ts';

/** A member: a person by e-mail, with one number for life (migration 2250). */
export const members = pgTable('members', {
  email: text('email').primaryKey(),
  number: integer('number').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One year of membership (migration 2250); paid by an automatic renewal's subscription, each year holds its id
 * (migration 2251).
 */
export const memberships = pgTable('memberships', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  typeName: text('type_name').notNull(),
  pricePence: integer('price_pence').notNull(),
  way: text('way').$type<MembershipWay>().notNull(),
  state: text('state').$type<MembershipState>().notNull(),
  startsOn: date('starts_on'),
  endsOn: date('ends_on'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  freeYear: integer('free_year'),
  providerSubscriptionId: text('provider_subscription_id'),
  providerInvoiceId: text('provider_invoice_id').unique(),
  renewalStoppedAt: timestamp('renewal_stopped_at', { withTimezone: true }),
  renewalStoppedBy: text('renewal_stopped_by').$type<'member' | 'provider'>(),
  // Its mails' steps, which the mail domain reads through membership-mails.ts.
  welcomeQueuedAt: timestamp('welcome_queued_at', { withTimezone: true }),
  welcomeClaimedAt: timestamp('welcome_claimed_at', { withTimezone: true }),
  welcomeSentAt: timestamp('welcome_sent_at', { withTimezone: true }),
  reminderQueuedAt: timestamp('reminder_queued_at', { withTimezone: true }),
  reminderClaimedAt: timestamp('reminder_claimed_at', { withTimezone: true }),
  reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
  noticeQueuedAt: timestamp('notice_queued_at', { withTimezone: true }),
  noticeClaimedAt: timestamp('notice_claimed_at', { withTimezone: true }),
  noticeSentAt: timestamp('notice_sent_at', { withTimezone: true }),
});

/** A link to a member's own page: the token's hash only. */
export const membershipLinks = pgTable('membership_links', {
  tokenHash: text('token_hash').primaryKey(),
  email: text('email')
    .notNull()
    .references(() => members.email, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
