import { date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MembershipState, MembershipWay } from '@lmr/shared/membership';
import { users } from './accounts.ts';
import { mailOnceSteps } from './mail-once.ts';

/** A member: a person by e-mail, with one number for life (migration 2250). */
export const members = pgTable('members', {
  email: text('email').primaryKey(),
  number: integer('number').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One year of membership (migration 2250); paid by an automatic renewal's subscription, each year holds its id
 * (migration 2251). Its three mails' steps are read through the tables below.
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
});

/**
 * A year's mails, each sent once by the mail domain (mail-once.ts), which reads a mail's steps as `queuedAt`,
 * `claimedAt` and `sentAt`: the same rows of `memberships`, seen once per mail with that mail's columns.
 */
const yearMail = (prefix: string) => pgTable('memberships', { id: uuid('id').primaryKey(), ...mailOnceSteps(prefix) });
/** The welcome with the card. */
export const membershipWelcomes = yearMail('welcome_');
/** The reminder a month before the year ends, with a link to renew. */
export const membershipReminders = yearMail('reminder_');
/** The notice a week before an automatic renewal's charge. */
export const membershipNotices = yearMail('notice_');

/** A link to a member's own page: the token's hash only. */
export const membershipLinks = pgTable('membership_links', {
  tokenHash: text('token_hash').primaryKey(),
  email: text('email')
    .notNull()
    .references(() => members.email, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
