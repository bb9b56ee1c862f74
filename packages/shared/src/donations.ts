import { z } from 'zod';
import { created, ok } from './answer-shapes.ts';
import { donationWords as w } from './donation-words.ts';
import { limits } from './limits.ts';
import { emailField, nameField } from './validation.ts';

/** Giving to the railway (issue 29 point 2): Donate's form, the appeal's thermometer, the admins' gifts (donation-routes.ts). */

/** How a visitor gives on Donate, and how an admin records a gift given some other way. */
export const givingWays = ['online', 'transfer'] as const;
export const recordedWays = ['cash', 'cheque', 'transfer'] as const;
/** `earlier`: what an installation had raised before gifts were recorded here (migration 2220), as one gift. */
export const donationWays = ['online', 'transfer', 'cash', 'cheque', 'earlier'] as const;
export type DonationWay = (typeof donationWays)[number];

/**
 * `pledged`: a bank transfer promised on Donate, not yet seen on the statement; `awaiting_payment`: sent to the
 * payment page; `received`: the money is the railway's, and counts; `expired`: the payment page closed unpaid; `refunded`: given back whole, so it no longer counts.
 */
export const donationStates = ['pledged', 'awaiting_payment', 'received', 'expired', 'refunded'] as const;

/** An amount given, in whole pence within the limits: once, monthly, or recorded by an admin. */
export const donationPence = (max: number) =>
  z
    .number({ error: w.amountRequired })
    .int(w.wholePence)
    .min(limits.donationMinPence, w.tooSmall)
    .max(max, w.tooLarge(max));

export const giveRequest = z.object({
  amountPence: donationPence(limits.donationMaxPence),
  way: z.enum(givingWays, { error: w.wayRequired }),
  name: nameField,
  email: emailField,
  /** Every month until stopped (decision 147): online only, since a bank's standing order is the donor's to set. */
  monthly: z.boolean().default(false),
  /** The form's key for this attempt: sent twice (a double click, a retry), the same gift and page answer (decision 163). */
  giveKey: z.uuid({ error: w.giveKeyInvalid }).optional(),
  /** The "this gift" Gift Aid declaration made on Donate just before, which this gift carries (decision 163). */
  declarationId: z.uuid({ error: w.declarationNotTied }).optional(),
});

export const giveAnswer = z.discriminatedUnion('way', [
  /** The payment provider's page, where the donor goes to pay. */
  z.object({ way: z.literal('online'), url: z.string() }),
  /** The reference the donor gives with the transfer, so that the treasurer can match it on the statement. */
  z.object({ way: z.literal('transfer'), reference: z.string(), amountPence: z.number().int() }),
]);
export type GiveAnswer = z.infer<typeof giveAnswer>;

/** The appeal as Donate draws it: the target from the settings, the amount raised from the gifts received. */
export const appealAnswer = z.object({
  targetPence: z.number().int(),
  raisedPence: z.number().int(),
  purpose: z.string(),
});
export type Appeal = z.infer<typeof appealAnswer>;

/** Whether Donate offers giving online now (payments set up and switched on); asked by the form, not in the first HTML. */
export const givingWaysAnswer = z.object({ online: z.boolean() });

const isoDay = z.iso.date({ error: w.receivedOnRequired });

export const recordDonationRequest = z.object({
  amountPence: donationPence(limits.recordedDonationMaxPence),
  way: z.enum(recordedWays, { error: w.recordedWayRequired }),
  name: nameField,
  /** Where the receipt goes; a gift without an address gets none. */
  email: z.union([z.literal(''), emailField]).default(''),
  receivedOn: isoDay,
});

export const donationParams = z.object({ id: z.uuid({ error: w.unknownDonation }) });

export const donationSchema = z.object({
  id: z.string(),
  reference: z.string(),
  amountPence: z.number().int(),
  way: z.enum(donationWays),
  state: z.enum(donationStates),
  name: z.string(),
  email: z.string().nullable(),
  createdAt: z.string(),
  receivedAt: z.string().nullable(),
  receiptSentAt: z.string().nullable(),
  /** What refunds have taken back of it so far, in pence (a gift refunded whole is `refunded`). */
  refundedPence: z.number().int(),
});
export type Donation = z.infer<typeof donationSchema>;
export const donationListAnswer = z.object({ donations: z.array(donationSchema), appeal: appealAnswer });
export type DonationList = z.infer<typeof donationListAnswer>;

/** The donation calls' request schemas (spread into the contract's). */
export const donationSchemas = {
  give: { body: giveRequest },
  recordDonation: { body: recordDonationRequest },
  markDonationReceived: { params: donationParams },
};

/** The donation calls' answers (spread into the contract's). */
export const donationResponses = {
  donationAppeal: { answer: ok(appealAnswer) },
  givingWays: { answer: ok(givingWaysAnswer) },
  give: { answer: created(giveAnswer), refusals: [409 as const, 429 as const] },
  adminDonations: { answer: ok(donationListAnswer) },
  recordDonation: { answer: created(donationSchema) },
  markDonationReceived: { answer: ok(donationSchema), refusals: [404 as const, 409 as const] },
};
