import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Tickets } from '@lmr/shared/booking';
import { bookingDepartures, bookingOrders } from './booking.ts';

/** The waiting list of a full train (migration 2180, decision 138). */
export const bookingWaitingList = pgTable('booking_waiting_list', {
  id: uuid('id').primaryKey().defaultRandom(),
  departureId: uuid('departure_id')
    .notNull()
    .references(() => bookingDepartures.id),
  name: text('name').notNull(),
  email: text('email').notNull(),
  tickets: jsonb('tickets').$type<Tickets>().notNull(),
  seats: integer('seats').notNull(),
  wheelchairSpaces: integer('wheelchair_spaces').notNull(),
  totalPence: integer('total_pence').notNull(),
  state: text('state').$type<'waiting' | 'offered' | 'left'>().notNull().default('waiting'),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  orderId: uuid('order_id')
    .unique()
    .references(() => bookingOrders.id),
  offeredAt: timestamp('offered_at', { withTimezone: true }),
  mailQueuedAt: timestamp('mail_queued_at', { withTimezone: true }),
  mailClaimedAt: timestamp('mail_claimed_at', { withTimezone: true }),
  mailSentAt: timestamp('mail_sent_at', { withTimezone: true }),
});
