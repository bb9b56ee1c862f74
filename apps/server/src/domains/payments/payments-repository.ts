import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type PaymentState, paymentEvents, payments, type RefundState, refunds } from '../../db/schema/index.ts';

/* All the payments domain's SQL. Every change of state is one guarded UPDATE, so it happens once. */

export type Payment = typeof payments.$inferSelect;
export type Refund = typeof refunds.$inferSelect;

/** The payment started with this idempotency key: a new row, or the one a first attempt left. */
export async function paymentForKey(db: Db, row: typeof payments.$inferInsert): Promise<Payment> {
  const [added] = await db
    .insert(payments)
    .values(row)
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning();
  if (added) return added;
  const [earlier] = await db.select().from(payments).where(eq(payments.idempotencyKey, row.idempotencyKey));
  return earlier!;
}

export async function findPaymentBySession(db: Db, providerSessionId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.providerSessionId, providerSessionId));
  return row;
}

/** Holds the payment's row until the transaction ends, so two refunds of it are counted one after the other. */
export async function lockPayment(db: Db, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/**
 * Moves a payment to `to` only from one of the states in `from`: an event that comes late or twice (expired
 * after paid, paid again) finds none of them and changes nothing. Undefined when nothing changed.
 */
export async function movePayment(
  db: Db,
  id: string,
  from: PaymentState[],
  to: PaymentState,
  set: Partial<Pick<Payment, 'providerSessionId' | 'checkoutUrl' | 'providerPaymentId'>> = {},
) {
  const [row] = await db
    .update(payments)
    .set({ ...set, state: to, updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), inArray(payments.state, from)))
    .returning();
  return row;
}

/** Records a provider event by its id; false when it was recorded before (a re-delivery). */
export async function recordEvent(db: Db, event: typeof paymentEvents.$inferInsert) {
  const added = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.providerEventId });
  return added.length > 0;
}

export async function findRefundByKey(db: Db, idempotencyKey: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey));
  return row;
}

export async function addRefund(db: Db, row: typeof refunds.$inferInsert) {
  const [added] = await db.insert(refunds).values(row).returning();
  return added!;
}

/** The pence a payment's refunds in these states add up to. */
export async function refundedPence(db: Db, paymentId: string, states: RefundState[]) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amountPence}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.state, states)));
  return row?.total ?? 0;
}

/** A one-off payment by the provider's id of it (Stripe: its payment intent). */
export async function findPaymentByProviderId(db: Db, providerPaymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
  return row;
}

/** The payment's refund the provider knows by this id, or the one this site asked for with this key. */
export async function findProviderRefund(
  db: Db,
  paymentId: string,
  known: { providerRefundId: string; idempotencyKey?: string },
) {
  const [row] = await db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.paymentId, paymentId),
        or(
          eq(refunds.providerRefundId, known.providerRefundId),
          known.idempotencyKey ? eq(refunds.idempotencyKey, known.idempotencyKey) : undefined,
        ),
      ),
    );
  return row;
}

/**
 * Records the provider's word on a refund still in the state `from`; undefined when another request or event
 * recorded a change first.
 */
export async function settleRefund(
  db: Db,
  refund: Pick<Refund, 'id' | 'state'>,
  state: RefundState,
  providerRefundId: string,
) {
  const [row] = await db
    .update(refunds)
    .set({ state, providerRefundId, updatedAt: sql`now()` })
    .where(and(eq(refunds.id, refund.id), eq(refunds.state, refund.state)))
    .returning();
  return row;
}
