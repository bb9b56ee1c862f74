import { z } from 'zod';
import { created, ok, textAnswer } from './answer-shapes.ts';
import { giftAidClaimWords as w } from './gift-aid-claim-words.ts';
import { claimQuery, odsMedia } from './tax-relief.ts';

/** Gift Aid claims made (decision 162): each marks the gifts it lists; its file downloads again as it was. */

export const claimStates = ['made', 'submitted', 'withdrawn'] as const;

/** What a claim made now would list: the admin is asked to confirm these figures. */
export const claimFigures = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  gifts: z.number().int().min(0),
  totalPence: z.number().int().min(0),
  adjustmentPence: z.number().int().min(0),
});
export type ClaimFigures = z.infer<typeof claimFigures>;

/** A claim is made for the figures the admin saw: if the gifts changed since, nothing is made. */
export const makeClaimRequest = claimFigures.refine((c) => c.from <= c.to, { error: w.changed, path: ['to'] });

export const giftAidClaimSchema = claimFigures.extend({
  id: z.string(),
  number: z.number().int(),
  state: z.enum(claimStates),
  madeAt: z.string(),
});
export type GiftAidClaim = z.infer<typeof giftAidClaimSchema>;

export const claimParams = z.object({ id: z.uuid({ error: w.unknownClaim }) });

export const giftAidClaimSchemas = {
  giftAidClaimPreview: { query: claimQuery },
  makeGiftAidClaim: { body: makeClaimRequest },
  giftAidClaimFile: { params: claimParams },
  submitGiftAidClaim: { params: claimParams },
  withdrawGiftAidClaim: { params: claimParams },
};

export const giftAidClaimResponses = {
  giftAidClaimPreview: { answer: ok(claimFigures), refusals: [409 as const] },
  giftAidClaims: { answer: ok(z.object({ claims: z.array(giftAidClaimSchema) })) },
  makeGiftAidClaim: { answer: created(giftAidClaimSchema), refusals: [409 as const] },
  giftAidClaimFile: { answer: textAnswer(odsMedia), refusals: [404 as const] },
  submitGiftAidClaim: { answer: ok(giftAidClaimSchema), refusals: [404 as const, 409 as const] },
  withdrawGiftAidClaim: { answer: ok(giftAidClaimSchema), refusals: [404 as const, 409 as const] },
};
