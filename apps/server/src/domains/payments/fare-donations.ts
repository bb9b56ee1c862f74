import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { fareDonations, payments } from '../../db/schema/index.ts';
import { leftToRefund } from './refunds.ts';

/*
 * A paid fare its buyer gives to the railway instead of taking it back (a cancelled train, decision 140): the
 * payment keeps the money and a row here says it is a donation. Issue 29's supporters build on these rows.
 */

/** The payment for a domain's reference that holds money now (paid, or partly refunded), if any, and what is left. */
export async function paymentHoldingMoney(db: Db | Tx, purpose: string, reference: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.purpose, purpose),
        eq(payments.reference, reference),
        inArray(payments.state, ['paid', 'partly_refunded']),
      ),
    );
  return row && { ...row, leftPence: await leftToRefund(db, row) };
}

/** Records what is left of the payment as a donation, once: false when it was recorded before. */
export async function recordFareDonation(tx: Tx, payment: { id: string; leftPence: number }) {
  const added = await tx
    .insert(fareDonations)
    .values({ paymentId: payment.id, amountPence: payment.leftPence })
    .onConflictDoNothing()
    .returning({ paymentId: fareDonations.paymentId });
  return added.length > 0;
}
