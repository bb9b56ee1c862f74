import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts.ts';
import { bookingDepartures } from './booking.ts';

/** Every scan at the gate; one per ticket is its check-in, the rest are repeats (migration 2170). */
export const bookingCheckIns = pgTable(
  'booking_check_ins',
  {
    id: uuid('id').primaryKey(),
    ticketHash: text('ticket_hash').notNull(),
    departureId: uuid('departure_id')
      .notNull()
      .references(() => bookingDepartures.id),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    deviceId: text('device_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    repeat: boolean('repeat').notNull(),
  },
  (t) => [
    uniqueIndex('booking_check_ins_first')
      .on(t.ticketHash)
      .where(sql`NOT ${t.repeat}`),
    index('booking_check_ins_departure').on(t.departureId),
  ],
);
