import { z } from 'zod';
import { ok } from './answer-shapes.ts';
import { monthlyGiftWords as mw } from './donation-words.ts';
import { donationPence } from './donations.ts';
import { limits } from './limits.ts';

/**
 * Monthly gifts (issue 29 point 2, decision 147): given on Donate beside one-off gifts, changed or stopped by the
 * donor from the link in their receipt; and the admins' charts of giving and lapsed donors (decision 148).
 */

export const monthlyGiftStates = ['awaiting_payment', 'active', 'stopped', 'expired'] as const;
export type MonthlyGiftState = (typeof monthlyGiftStates)[number];

/** The token of a monthly gift's link: 256 random bits, base64url, in the body so that no address holds it. */
const manageToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, mw.unknownLink);

export const monthlyGiftRequest = z.object({ token: manageToken });
export const monthlyAmountRequest = z.object({
  token: manageToken,
  amountPence: donationPence(limits.donationMaxPence),
});

export const monthlyGiftAnswer = z.object({
  amountPence: z.number().int(),
  state: z.enum(monthlyGiftStates),
  name: z.string(),
  startedAt: z.string().nullable(),
  stoppedAt: z.string().nullable(),
});
export type MonthlyGift = z.infer<typeof monthlyGiftAnswer>;

/** One month's gifts received, in the railway's time ('2026-04'). */
const monthGifts = z.object({ month: z.string(), receivedPence: z.number().int() });

/** Why a donor is on the list to contact: nothing given in a year, or a monthly gift ended. */
export const lapseReasons = ['no_gift_in_a_year', 'monthly_stopped', 'monthly_ended_by_provider'] as const;

export const lapsedDonor = z.object({
  email: z.string(),
  name: z.string(),
  lastGiftAt: z.string(),
  totalPence: z.number().int(),
  reason: z.enum(lapseReasons),
});
export type LapsedDonor = z.infer<typeof lapsedDonor>;

export const givingChartsAnswer = z.object({
  /** The last twelve months, oldest first, each with what was received in it (none is 0). */
  months: z.array(monthGifts),
  targetPence: z.number().int(),
  /** Received before the first of the months shown: where the running total starts. */
  beforePence: z.number().int(),
  lapsed: z.array(lapsedDonor),
});
export type GivingCharts = z.infer<typeof givingChartsAnswer>;

/** The monthly gift calls' request schemas (spread into the contract's). */
export const monthlyGiftSchemas = {
  monthlyGift: { body: monthlyGiftRequest },
  changeMonthlyGift: { body: monthlyAmountRequest },
  stopMonthlyGift: { body: monthlyGiftRequest },
};

/** The monthly gift calls' answers (spread into the contract's). */
export const monthlyGiftResponses = {
  monthlyGift: { answer: ok(monthlyGiftAnswer), refusals: [404 as const, 429 as const] },
  changeMonthlyGift: { answer: ok(monthlyGiftAnswer), refusals: [404 as const, 409 as const, 429 as const] },
  stopMonthlyGift: { answer: ok(monthlyGiftAnswer), refusals: [404 as const, 409 as const, 429 as const] },
  givingCharts: { answer: ok(givingChartsAnswer) },
};
