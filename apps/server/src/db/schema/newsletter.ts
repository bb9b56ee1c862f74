import { bigserial, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Newsletter subscribers (migrations 0300 and 1201). `unsubscribeHash` is the SHA-256 of the
 * subscriber's HMAC unsubscribe token, `confirmHash` that of the confirmation link's token; the consent
 * columns record the form and the words it showed.
 */
export const subscribers = pgTable('subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  status: text('status', { enum: ['pending', 'active'] }).notNull(),
  unsubscribeHash: text('unsubscribe_hash').notNull().unique(),
  confirmHash: text('confirm_hash').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  consentForm: text('consent_form'),
  consentWording: text('consent_wording'),
});

export const newsletters = pgTable('newsletters', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  imageLink: text('image_link'),
  imageWidth: integer('image_width'),
  imageHeight: integer('image_height'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

/** One row per newsletter and subscriber: the durable send queue and the record of what went out (migration 1010 adds the claim token). */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    newsletterId: uuid('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id').references(() => subscribers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    claimToken: uuid('claim_token'),
  },
  (t) => [
    unique().on(t.newsletterId, t.email),
    index('newsletter_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('newsletter_deliveries_newsletter_idx').on(t.newsletterId, t.status),
  ],
);

/** Hashes of unsubscribe tokens already used, so a repeated one-click unsubscribe still answers 200 (migration 0800). */
export const unsubscribedTokens = pgTable('unsubscribed_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
