import type { FastifyInstance } from 'fastify';
import { membershipWords as w } from '@lmr/shared/membership-words';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { runningRenewal, stopRenewal } from './memberships-repository.ts';

/**
 * A member turns their automatic renewal off from their link (decision 152): the provider is asked first, so that
 * nothing more is charged, then it is recorded here; the provider's own notice of the end then finds it stopped.
 * Answers whether this call stopped it (a second click finds it stopped already).
 */
export async function turnOffAutomaticRenewal(db: Db, payments: FastifyInstance['payments'], email: string) {
  const year = await runningRenewal(db, email);
  if (!year?.providerSubscriptionId) throw new HttpError(409, 'not_renewing', w.notRenewing);
  await payments.cancelSubscription({
    providerSubscriptionId: year.providerSubscriptionId,
    idempotencyKey: `membership-${year.providerSubscriptionId}-stop`,
  });
  return stopRenewal(db, year.providerSubscriptionId, 'member');
}

/** Before a member's erasure: each automatic renewal of theirs still running is stopped at the provider first. */
export async function stopRenewalsOf(db: Db, payments: FastifyInstance['payments'], emails: string[]) {
  for (const email of emails) if (await runningRenewal(db, email)) await turnOffAutomaticRenewal(db, payments, email);
}
