import { date, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { CancelledDayChoice } from '@lmr/shared/booking';
import { users } from './accounts.ts';
import { bookingDepartures, bookingOrders, orderMailColumns } from './booking.ts';
import { payments } from './payments.ts';

/**
 * An order on a cancelled train: its one mail with the three choices, and the choice made (migration 2190); one
 * per train the order was on, so a booking moved to a day cancelled in turn is told again (migration 2275).
 */
export const bookingDayCancellations = pgTable(
  'booking_day_cancellations',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => bookingOrders.id),
    /** The train cancelled; null for a train a booking moved away from before this was recorded. */
    departureId: uuid('departure_id').references(() => bookingDepartures.id),
    ...orderMailColumns(),
    choice: text('choice').$type<CancelledDayChoice>(),
    chosenAt: timestamp('chosen_at', { withTimezone: true }),
  },
  (t) => [unique('booking_day_cancellations_order_train').on(t.orderId, t.departureId)],
);

/** A paid fare kept as a donation instead of refunded (migration 2190). */
export const fareDonations = pgTable('fare_donations', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => payments.id),
  amountPence: integer('amount_pence').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A day whose sales pause because its roster lacks a Driver or a Guard (migration 2190). */
export const bookingCrewPauses = pgTable('booking_crew_pauses', {
  day: date('day', { mode: 'string' }).primaryKey(),
  missing: text('missing').notNull(),
  pausedAt: timestamp('paused_at', { withTimezone: true }).notNull().defaultNow(),
  adminsToldAt: timestamp('admins_told_at', { withTimezone: true }),
  overriddenAt: timestamp('overridden_at', { withTimezone: true }),
  overriddenBy: uuid('overridden_by').references(() => users.id, { onDelete: 'set null' }),
});
