import type { FastifyInstance } from 'fastify';
import { donationWords as w, monthlyGiftWords as mw } from '@lmr/shared/donation-words';
import type { Appeal, GiveAnswer, giveRequest, recordDonationRequest } from '@lmr/shared/donations';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { donations } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { publishedSettings, trustOf } from '../content/site-content-service.ts';
import type { ChangeOrigin } from '../payments/payment-audit.ts';
import { donationPurpose } from './donation-payments.ts';
import { newDonationReference } from './donation-references.ts';
import { donationById, insertDonation, moveDonation, raisedPence } from './donations-repository.ts';
import { tieDeclarationToGift } from '../tax-relief/tax-relief-repository.ts';
import { monthlyGiftPurpose } from './monthly-gifts.ts';
import { insertMonthlyGift, moveMonthlyGift } from './monthly-gifts-repository.ts';

/** How long the payment page stays open for a gift: Stripe's shortest is 30 minutes. */
const CHECKOUT_MINUTES = 60;

/** The appeal as Donate draws it: the target an admin sets (in pounds), and the sum of the gifts received. */
export async function appeal(db: Db): Promise<Appeal> {
  const donation = (await publishedSettings(db))?.donation;
  return {
    targetPence: Math.round((donation?.target ?? 0) * 100),
    raisedPence: await raisedPence(db),
    purpose: donation?.purpose ?? '',
  };
}

interface Give {
  gift: z.output<typeof giveRequest>;
  publicUrl: string;
  origin: ChangeOrigin;
}

/** A gift found by its form's key is the one asked for only with the same amount and e-mail (decision 163). */
interface Asked {
  amountPence: number;
  email?: string | null;
}
function sameGift<Row extends Asked>(row: Row, asked: Asked) {
  if (row.amountPence !== asked.amountPence || row.email !== (asked.email ?? null))
    throw new HttpError(409, 'key_used', w.giveKeyUsed);
  return row;
}

/**
 * A gift given once, on Donate: with the "this gift" Gift Aid declaration made just before tied to it in its
 * transaction, so that the declaration covers exactly this gift (decision 163).
 */
function addGift(db: Db, gift: Omit<typeof donations.$inferInsert, 'reference'>, declarationId: string | undefined) {
  return db.transaction(async (tx) => {
    const row = sameGift(await insertDonation(tx, { ...gift, reference: newDonationReference() }), gift);
    if (declarationId && !(await tieDeclarationToGift(tx, declarationId, { id: row.id, email: gift.email! })))
      throw new HttpError(409, 'not_tied', w.declarationNotTied, { declarationId: w.declarationNotTied });
    return row;
  });
}

/**
 * A visitor gives, once or monthly. By bank transfer (once only): the gift is promised under a reference of its own, for the donor to
 * give with the transfer; it counts once an admin sees it on the statement. Online: the provider's page opens,
 * and the gift counts when the provider's signed webhook says it is paid (decision 125); a monthly gift's
 * months count as each is paid (decision 147).
 */
export async function give(db: Db, payments: FastifyInstance['payments'], request: Give): Promise<GiveAnswer> {
  const { monthly, declarationId, ...gift } = request.gift;
  const settings = await publishedSettings(db);
  if (monthly && declarationId)
    throw new HttpError(400, 'invalid_input', w.monthlyThisGift, { declarationId: w.monthlyThisGift });
  if (gift.way === 'transfer') {
    if (monthly) throw new HttpError(400, 'invalid_input', w.monthlyOnlineOnly, { way: w.monthlyOnlineOnly });
    const bank = settings?.donation.bank;
    if (!bank?.sortCode || !bank.accountNumber) throw new HttpError(409, 'not_offered', w.noBankDetails);
    const row = await addGift(db, { ...gift, state: 'pledged' }, declarationId);
    return { way: 'transfer', reference: row.reference, amountPence: row.amountPence };
  }
  if (!(await payments.onlineOffered())) throw new HttpError(409, 'not_offered', w.onlineOff);
  const online = monthly
    ? {
        purpose: monthlyGiftPurpose.purpose,
        row: sameGift(
          await insertMonthlyGift(db, {
            amountPence: gift.amountPence,
            name: gift.name,
            email: gift.email,
            state: 'awaiting_payment',
            giveKey: gift.giveKey,
          }),
          gift,
        ),
        line: mw.checkoutLine(trustOf(settings)),
        // The payment page never reached the donor: the gift is closed, so it can never start.
        close: (id: string) => moveMonthlyGift(db, id, ['awaiting_payment'], 'expired'),
      }
    : {
        purpose: donationPurpose.purpose,
        row: await addGift(db, { ...gift, state: 'awaiting_payment' }, declarationId),
        line: w.checkoutLine(trustOf(settings)),
        // The payment page never reached the donor: the gift is closed, so it can never count.
        close: (id: string) => moveDonation(db, id, ['awaiting_payment'], 'expired'),
      };
  const { row } = online;
  try {
    const { url } = await payments.startCheckout(
      {
        purpose: online.purpose,
        reference: row.id,
        lines: [{ description: online.line, amountPence: row.amountPence, quantity: 1 }],
        customerEmail: gift.email,
        successUrl: `${request.publicUrl}/donate?session={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${request.publicUrl}/donate`,
        idempotencyKey: `${online.purpose}-${row.id}`,
        expiresAt: new Date(Date.now() + 60_000 * CHECKOUT_MINUTES),
        every: monthly ? 'month' : undefined,
      },
      request.origin,
    );
    return { way: 'online', url };
  } catch (err) {
    await online.close(row.id);
    throw err;
  }
}

/** An admin records a gift already in hand (cash, a cheque, a transfer on the statement): it counts at once. */
export async function recordGift(db: Db, gift: z.output<typeof recordDonationRequest>, adminId: string) {
  const { receivedOn, email, ...rest } = gift;
  return insertDonation(db, {
    ...rest,
    email: email || null,
    reference: newDonationReference(),
    state: 'received',
    // The day it was given, at noon: on that date in the island's time, whatever the season's offset.
    receivedAt: new Date(`${receivedOn}T12:00:00Z`),
    recordedBy: adminId,
  });
}

/** A transfer promised on Donate is on the statement: it counts, once. */
export async function markPledgeReceived(db: Db, id: string) {
  const moved = await moveDonation(db, id, ['pledged'], 'received');
  if (moved) return moved;
  throw (await donationById(db, id)) ? new HttpError(409, 'not_a_pledge', w.notAPledge) : notFound(w.unknownDonation);
}
