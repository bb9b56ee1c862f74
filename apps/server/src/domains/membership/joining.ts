import type { FastifyInstance } from 'fastify';
import { membershipWords as w } from '@lmr/shared/membership-words';
import type { joinRequest, recordMembershipRequest } from '@lmr/shared/membership';
import { railwayToday } from '@lmr/shared/timetable';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { publishedSettings } from '../content/site-content-service.ts';
import { trustOf } from '../content/site-content-service.ts';
import { addDays } from '../rostering/roster-days.ts';
import type { ChangeOrigin } from '../payments/payment-audit.ts';
import { insertMembership, latestPaid, moveMembership, runningRenewal } from './memberships-repository.ts';
import { membershipPurpose } from './membership-payments.ts';
import { offeredType, payMembership } from './membership-year.ts';

/** How long the payment page stays open: Stripe's shortest is 30 minutes. */
const CHECKOUT_MINUTES = 60;

interface Join {
  join: z.output<typeof joinRequest>;
  publicUrl: string;
  origin: ChangeOrigin;
}

/**
 * A visitor joins, or a member renews from their link: the provider's page opens, and the year starts when the
 * provider's signed webhook says it is paid (decision 125). A renewal is a join by someone already a member.
 * Chosen to renew automatically, the provider charges again each year until it is turned off.
 */
export async function join(db: Db, payments: FastifyInstance['payments'], request: Join) {
  const { join: joining } = request;
  const type = await offeredType(db, joining.typeName);
  if (!(await payments.onlineOffered())) throw new HttpError(409, 'not_offered', w.onlineOff);
  // A second subscription beside a running one would charge the member twice a year.
  if (joining.automatic && (await runningRenewal(db, joining.email)))
    throw new HttpError(409, 'already_renewing', w.alreadyRenewing);
  // Turned on within a paid year, the first charge falls when that year ends, not today (decision 161).
  const current = joining.automatic ? await latestPaid(db, joining.email) : undefined;
  const firstChargeOn = current?.endsOn && current.endsOn >= railwayToday() ? addDays(current.endsOn, 1) : undefined;
  const row = await insertMembership(db, {
    email: joining.email,
    name: joining.name,
    typeName: type.name,
    pricePence: type.pricePence,
    way: 'online',
    state: 'awaiting_payment',
  });
  try {
    const { url } = await payments.startCheckout(
      {
        purpose: membershipPurpose.purpose,
        reference: row.id,
        lines: [
          {
            description: w.checkoutLine(type.name, trustOf(await publishedSettings(db))),
            amountPence: row.pricePence,
            quantity: 1,
          },
        ],
        customerEmail: joining.email,
        successUrl: `${request.publicUrl}/join?session={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${request.publicUrl}/join`,
        idempotencyKey: `membership-${row.id}`,
        expiresAt: new Date(Date.now() + 60_000 * CHECKOUT_MINUTES),
        // Renewed automatically: a yearly subscription, whose later invoices each add a year (decision 152).
        every: joining.automatic ? 'year' : undefined,
        firstChargeOn,
      },
      request.origin,
    );
    return { url };
  } catch (err) {
    // The payment page never reached the visitor: the membership is closed, so it can never be paid.
    await moveMembership(db, row.id, ['awaiting_payment'], 'expired');
    throw err;
  }
}

/** An admin records a membership paid in cash, by cheque or by transfer: its year starts on the day it was paid. */
export async function recordMembership(db: Db, paid: z.output<typeof recordMembershipRequest>, adminId: string) {
  const type = await offeredType(db, paid.typeName);
  return db.transaction(async (tx) => {
    const row = await insertMembership(tx, {
      email: paid.email,
      name: paid.name,
      typeName: type.name,
      pricePence: type.pricePence,
      way: paid.way,
      state: 'awaiting_payment',
      recordedBy: adminId,
    });
    return (await payMembership(tx, row.id, paid.paidOn))!;
  });
}
