import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export type PaymentState = 'starting' | 'open' | 'paid' | 'expired' | 'partly_refunded' | 'refunded';
export type RefundState = 'asked' | 'pending' | 'succeeded' | 'failed';

/** A payment a buyer is sent to the provider for, in integer pence (migration 2100). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    reference: text('reference').notNull(),
    amountPence: integer('amount_pence').notNull(),
    currency: text('currency').notNull().default('gbp'),
    state: text('state').$type<PaymentState>().notNull().default('starting'),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').unique(),
    checkoutUrl: text('checkout_url'),
    providerPaymentId: text('provider_payment_id'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** A subscription's first charge, when it falls later than its checkout (migration 2295, decision 161). */
    firstChargeOn: date('first_charge_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_reference_idx').on(t.purpose, t.reference)],
);

/** Each provider event applied, by the provider's id: a re-delivered event finds itself here. */
export const paymentEvents = pgTable('payment_events', {
  providerEventId: text('provider_event_id').primaryKey(),
  paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountPence: integer('amount_pence').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    providerRefundId: text('provider_refund_id'),
    state: text('state').$type<RefundState>().notNull().default('asked'),
    askedBy: uuid('asked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refunds_payment_idx').on(t.paymentId)],
);
