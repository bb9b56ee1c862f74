import { z } from 'zod';
import { created, ok } from './answer-shapes.ts';
import { membershipWords as w } from './membership-words.ts';
import { requiredText, emailField, nameField } from './validation.ts';

/** Membership of the trust (issue 29 point 3): Join, the member's own page, the admins' list (membership-routes.ts). */

export const recordedMembershipWays = ['cash', 'cheque', 'transfer'] as const;
export const membershipWays = ['online', ...recordedMembershipWays, 'volunteer'] as const;
export type MembershipWay = (typeof membershipWays)[number];

/**
 * `awaiting_payment`: sent to the payment page; `paid`: the year runs; `expired`: the payment page closed unpaid;
 * `refunded`: given back whole.
 */
export const membershipStates = ['awaiting_payment', 'paid', 'expired', 'refunded'] as const;
export type MembershipState = (typeof membershipStates)[number];

/** Where a member stands on a day: within their year, in the grace period after it, or lapsed. */
export const memberStatuses = ['active', 'grace', 'lapsed'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/** A kind of membership as Join offers it: its name and price come from the Site settings. */
export const membershipTypeSchema = z.object({ name: z.string(), pricePence: z.number().int(), months: z.number() });
export const membershipTypesAnswer = z.object({ types: z.array(membershipTypeSchema), online: z.boolean() });

const typeName = requiredText(80, w.typeRequired);

/** `automatic`: renewed each year by the payment provider until the member or the provider stops it. */
const automatic = z.boolean().default(false);
export const joinRequest = z.object({ typeName, name: nameField, email: emailField, automatic });
export const checkoutAnswer = z.object({ url: z.string() });

/** The token of a member's link, sent in the body so that it never reaches a request log. */
const token = z.string({ error: w.linkExpired }).min(20, w.linkExpired).max(200, w.linkExpired);
export const myMembershipRequest = z.object({ token });
export const renewRequest = z.object({ token, typeName, automatic });

export const myMembershipAnswer = z.object({
  number: z.string(),
  name: z.string(),
  email: z.string(),
  typeName: z.string(),
  endsOn: z.string(),
  status: z.enum(memberStatuses),
  /** The provider charges for the next year unless it is turned off. */
  renewsAutomatically: z.boolean(),
  /** The card: the QR code as an SVG image's address. */
  card: z.string(),
});
export type MyMembership = z.infer<typeof myMembershipAnswer>;

export const recordMembershipRequest = z.object({
  typeName,
  way: z.enum(recordedMembershipWays, { error: w.wayRequired }),
  name: nameField,
  email: emailField,
  paidOn: z.iso.date({ error: w.paidOnRequired }),
});

export const memberSchema = z.object({
  number: z.string(),
  name: z.string(),
  email: z.string(),
  typeName: z.string(),
  way: z.enum(membershipWays),
  endsOn: z.string(),
  status: z.enum(memberStatuses),
});
export type Member = z.infer<typeof memberSchema>;

export const adminMembershipAnswer = z.object({
  members: z.array(memberSchema),
  byTypeAndStatus: z.array(z.object({ typeName: z.string(), status: z.enum(memberStatuses), count: z.number() })),
  volunteerHours: z.array(z.object({ name: z.string(), hours: z.number(), member: z.boolean() })),
  freeMembershipHours: z.number(),
});
export type AdminMembership = z.infer<typeof adminMembershipAnswer>;

/** The membership calls' request schemas (spread into the contract's). */
export const membershipSchemas = {
  join: { body: joinRequest },
  myMembership: { body: myMembershipRequest },
  renewMembership: { body: renewRequest },
  stopAutomaticRenewal: { body: myMembershipRequest },
  recordMembership: { body: recordMembershipRequest },
};

/** The membership calls' answers (spread into the contract's). */
export const membershipResponses = {
  membershipTypes: { answer: ok(membershipTypesAnswer) },
  join: { answer: created(checkoutAnswer), refusals: [404 as const, 409 as const, 429 as const] },
  myMembership: { answer: ok(myMembershipAnswer), refusals: [404 as const, 429 as const] },
  renewMembership: { answer: created(checkoutAnswer), refusals: [404 as const, 409 as const, 429 as const] },
  stopAutomaticRenewal: { answer: ok(myMembershipAnswer), refusals: [404 as const, 409 as const, 429 as const] },
  adminMembership: { answer: ok(adminMembershipAnswer) },
  recordMembership: { answer: created(memberSchema), refusals: [404 as const] },
};
