import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DonationWay } from '@lmr/shared/donations';
import { users } from './accounts.ts';
import { mailOnceSteps } from './mail-once.ts';
import { monthlyGifts } from './monthly-gifts.ts';

export type DonationState = 'pledged' | 'awaiting_payment' | 'received' | 'expired' | 'refunded';

/** One gift to the railway, in integer pence, with its one receipt's progress (migration 2220). */
export const donations = pgTable(
  'donations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    amountPence: integer('amount_pence').notNull(),
    way: text('way').$type<DonationWay>().notNull(),
    state: text('state').$type<DonationState>().notNull(),
    name: text('name').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The receipt's steps (receipt_queued_at, receipt_claimed_at, receipt_sent_at). */
    ...mailOnceSteps('receipt_'),
    /** A month of a monthly gift, made once per provider invoice (migration 2230). */
    monthlyGiftId: uuid('monthly_gift_id').references(() => monthlyGifts.id, { onDelete: 'set null' }),
    providerInvoiceId: text('provider_invoice_id').unique(),
    /** The key Donate's form sent with the gift: asked again with it, the same gift answers (migration 2291). */
    giveKey: text('give_key').unique(),
  },
  (t) => [index('donations_received').on(t.receivedAt)],
);
