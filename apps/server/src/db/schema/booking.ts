import { date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { OrderState, Tickets } from '@lmr/shared/booking';
import { mailOnceSteps } from './mail-once.ts';

/** Booking seats on event trains (migrations 2120, 2150). */
export const bookingCarriages = pgTable('booking_carriages', {
  rollingStockId: text('rolling_stock_id').primaryKey(),
  seats: integer('seats').notNull(),
  wheelchairSpaces: integer('wheelchair_spaces').notNull(),
});

export const bookingDepartures = pgTable(
  'booking_departures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    day: date('day', { mode: 'string' }).notNull(),
    departs: text('departs').notNull(),
    carriages: text('carriages').array().notNull(),
    seats: integer('seats').notNull(),
    wheelchairSpaces: integer('wheelchair_spaces').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    wheelchairSpacesTaken: integer('wheelchair_spaces_taken').notNull().default(0),
    salesOpenDaysBefore: integer('sales_open_days_before').notNull(),
    salesCloseMinutesBefore: integer('sales_close_minutes_before').notNull(),
    maxSeatsPerOrder: integer('max_seats_per_order').notNull(),
    /** The pattern it was made bookable from (migration 2271): its fares; null before then. */
    patternId: uuid('pattern_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.day, t.departs)],
);

export const bookingOrders = pgTable(
  'booking_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<'booking'>().notNull().default('booking'),
    referenceHash: text('reference_hash').notNull().unique(),
    departureId: uuid('departure_id')
      .notNull()
      .references(() => bookingDepartures.id),
    state: text('state').$type<OrderState>().notNull(),
    tickets: jsonb('tickets').$type<Tickets>().notNull(),
    seats: integer('seats').notNull(),
    wheelchairSpaces: integer('wheelchair_spaces').notNull(),
    totalPence: integer('total_pence').notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    name: text('name'),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reservedAt: timestamp('reserved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The refund policy in force when it was bought (migration 2160): cancellable until this many hours before. */
    refundHoursBefore: integer('refund_hours_before'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Paid with Gift Aid on admission (migration 2261): the standard total offered beside it; null at the standard fare. */
    giftAidStandardPence: integer('gift_aid_standard_pence'),
  },
  (t) => [index('booking_orders_departure').on(t.departureId, t.state)],
);

/** An order's mail sent once: recorded, then queued, claimed by one job and sent (domains/mail/mail-once.ts). */
export const orderMailColumns = () => ({
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  ...mailOnceSteps(),
});

/** One tickets mail per order, sent once (migration 2160). */
export const bookingTicketMails = pgTable('booking_ticket_mails', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => bookingOrders.id),
  ...orderMailColumns(),
});

/** The tickets mail of each move an admin makes, sent once (migration 2276). */
export const bookingMoveMails = pgTable('booking_move_mails', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => bookingOrders.id),
  ...orderMailColumns(),
});
