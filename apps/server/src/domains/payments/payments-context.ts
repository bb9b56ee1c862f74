import type { Db } from '../../db/database.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentPurpose } from './payment-purposes.ts';

/** What every step of a payment works with: the database, the configured provider and the domains' purposes. */
export interface PaymentsContext {
  db: Db;
  provider: PaymentProvider;
  purposes: ReadonlyMap<string, PaymentPurpose>;
}

export function purposeOf(context: PaymentsContext, purpose: string): PaymentPurpose {
  const found = context.purposes.get(purpose);
  // Thrown inside the transaction: the change is undone, and the provider's webhook is tried again later.
  if (!found) throw new Error(`no payment purpose ${purpose} is registered`);
  return found;
}
