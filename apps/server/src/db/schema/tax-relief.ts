import { boolean, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { GiftAidDeclaration } from '@lmr/shared/tax-relief';
import { users } from './accounts.ts';
import { bookingOrders } from './booking.ts';
import { donations } from './donations.ts';

/** A donor's Gift Aid declaration, as given (migration 2260). */
export const giftAidDeclarations = pgTable('gift_aid_declarations', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull().default(''),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  house: text('house').notNull(),
  postcode: text('postcode').notNull(),
  email: text('email').notNull(),
  scope: text('scope').$type<GiftAidDeclaration['scope']>().notNull(),
  way: text('way').$type<GiftAidDeclaration['way']>().notNull(),
  madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  void: boolean('void').notNull().default(false),
  recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  /** The one gift a "this gift" declaration covers (migration 2290): a gift on Donate, or a booking. */
  donationId: uuid('donation_id')
    .unique()
    .references(() => donations.id, { onDelete: 'set null' }),
  bookingOrderId: uuid('booking_order_id')
    .unique()
    .references(() => bookingOrders.id, { onDelete: 'set null' }),
});

/** The once-record of a donor's annual statement for one tax year (migration 2260). */
export const taxStatements = pgTable(
  'tax_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taxYear: integer('tax_year').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    linkHash: text('link_hash').unique(),
  },
  (t) => [unique().on(t.taxYear, t.email)],
);
