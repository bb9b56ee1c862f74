import { z } from 'zod';
import { created, ok, textAnswer } from './answer-shapes.ts';
import { limits } from './limits.ts';
import { taxReliefSchemes } from './site-content.ts';
import { giftAidWords as w } from './tax-relief-words.ts';
import { emailField, maxChars, requiredText } from './validation.ts';

/** Tax relief on gifts (issue 29 point 4, decision 153): Gift Aid declarations and claims, Isle of Man statements (tax-relief-routes.ts). */

export const declarationScopes = ['this-gift', 'all-gifts'] as const;
export const declarationWays = ['online', 'writing', 'phone'] as const;
export const recordedDeclarationWays = ['writing', 'phone'] as const;

/** HMRC's schedule wants the donor's name, house name or number and postcode: what a declaration must hold. */
const declarant = {
  title: maxChars(limits.giftAidTitleMax).trim().default(''),
  firstName: requiredText(limits.giftAidNameMax, w.firstNameRequired),
  lastName: requiredText(limits.giftAidNameMax, w.lastNameRequired),
  house: requiredText(limits.giftAidHouseMax, w.houseRequired),
  postcode: requiredText(limits.giftAidPostcodeMax, w.postcodeRequired).transform((p) => p.toUpperCase()),
};
const donor = { ...declarant, email: emailField, scope: z.enum(declarationScopes, { error: w.scopeRequired }) };

/** The declaration made with a booking paid with Gift Aid on admission: the buyer's e-mail is the booking's. */
export const admissionDeclaration = z.object(declarant);

// Issue 29's gaps (branch gaps2, decision 166): a declaration for this gift made after paying names its gift.
export const declareRequest = z
  .object({
    ...donor,
    /** The gift on Donate just given, when the donor declares after paying: the declaration covers that gift. */
    giftId: z.uuid({ error: w.notYourGift }).optional(),
  })
  .refine((d) => !d.giftId || d.scope === 'this-gift', { error: w.giftIdThisGift, path: ['scope'] });

export const recordDeclarationRequest = z.object({
  ...donor,
  way: z.enum(recordedDeclarationWays, { error: w.wayRequired }),
  madeOn: z.iso.date({ error: w.madeOnRequired }),
});

export const declarationSchema = z.object({
  id: z.string(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  house: z.string(),
  postcode: z.string(),
  email: z.string(),
  scope: z.enum(declarationScopes),
  way: z.enum(declarationWays),
  madeAt: z.string(),
  cancelledAt: z.string().nullable(),
  /** A phone declaration cancelled within its 30 days never had effect: no gift under it is claimed. */
  void: z.boolean(),
});
export type GiftAidDeclaration = z.infer<typeof declarationSchema>;

export const taxReliefAnswer = z.object({ scheme: z.enum(taxReliefSchemes), charity: z.string() });
export type TaxRelief = z.infer<typeof taxReliefAnswer>;

export const declarationParams = z.object({ id: z.uuid({ error: w.unknownDeclaration }) });

/** The days whose gifts a claim lists: from the current tax year's first day to today unless given. */
export const claimQuery = z
  .object({ from: z.iso.date().optional(), to: z.iso.date().optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: w.claimFromTo, path: ['to'] });

/** A tax year by the year it starts in: 2025 is 6 April 2025 to 5 April 2026. */
export const statementRequest = z.object({ year: z.number().int().min(2000).max(2100), email: emailField });
export const statementLinkParams = z.object({ token: z.string().max(100) });

export const odsMedia = 'application/vnd.oasis.opendocument.spreadsheet';

export const taxReliefSchemas = {
  declareGiftAid: { body: declareRequest },
  recordGiftAidDeclaration: { body: recordDeclarationRequest },
  cancelGiftAidDeclaration: { params: declarationParams },
  giftAidClaim: { query: claimQuery },
  adminAnnualStatement: { body: statementRequest },
  annualStatement: { params: statementLinkParams },
};

export const taxReliefResponses = {
  taxRelief: { answer: ok(taxReliefAnswer) },
  /** The declaration's id: Donate's gift carries it, so that a declaration for this gift covers that gift only. */
  declareGiftAid: { answer: created(z.object({ id: z.string() })), refusals: [409 as const, 429 as const] },
  giftAidDeclarations: { answer: ok(z.object({ declarations: z.array(declarationSchema) })) },
  recordGiftAidDeclaration: { answer: created(declarationSchema), refusals: [409 as const] },
  cancelGiftAidDeclaration: { answer: ok(declarationSchema), refusals: [404 as const, 409 as const] },
  giftAidClaim: { answer: textAnswer(odsMedia), refusals: [409 as const] },
  adminAnnualStatement: { answer: textAnswer('text/plain'), refusals: [409 as const] },
  annualStatement: { answer: textAnswer('text/plain'), refusals: [404 as const] },
};
