import { z } from 'zod';
import { giveRequest, recordDonationRequest } from '@lmr/shared/donations';
import { monthlyAmountRequest } from '@lmr/shared/monthly-gifts';

/**
 * Pounds as typed ("10", "£12.50") to whole pence for a shared rule: more than two decimals, or words, are left for
 * the rule to refuse in its own words, never rounded into an amount nobody typed.
 */
const poundsTyped = (rule: z.ZodType<number, number>) =>
  z
    .string()
    .transform((typed) => {
      const text = typed.trim().replace(/^£/, '');
      if (text === '') return Number.NaN;
      return /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number(text) * 100;
    })
    .pipe(rule);

/** Donate's form and the admins' record of a gift: the shared schemas, with the amount typed in pounds. */
export const giveForm = giveRequest.omit({ amountPence: true, monthly: true }).extend({
  amount: poundsTyped(giveRequest.shape.amountPence),
  /** Once or monthly, as the form's radios hold it: a monthly gift is given online. */
  often: z.enum(['once', 'monthly']),
});
export const monthlyAmountForm = z.object({ amount: poundsTyped(monthlyAmountRequest.shape.amountPence) });
export const recordForm = recordDonationRequest.omit({ amountPence: true }).extend({
  amount: poundsTyped(recordDonationRequest.shape.amountPence),
});

/** Pence as the amount field holds it: 1000 is "10". */
export const poundsText = (pence: number) => String(pence / 100);
