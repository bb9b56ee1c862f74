import type { z } from 'zod';
import { type Responses, responses } from './api-responses.ts';
import { type ApiName, apiRoutes } from './api-routes.ts';
import { accountSelfSchemas } from './account-self.ts';
import type { ApiRoute } from './route-declaration.ts';
import { accountSchemas } from './accounts.ts';
import { newsletterSchemas } from './newsletter.ts';
import { historyEventSchemas } from './history-events.ts';
import { volunteerFileSchemas } from './volunteer-files.ts';
import { auditSchemas } from './audit.ts';
import { subscriberSchemas } from './subscriber.ts';
import { timetableSchemas } from './timetable.ts';
import { siteContentSchemas } from './site-content.ts';
import { contactSchemas } from './contact.ts';
import { rosterSchemas } from './roster.ts';
import { newsletterFailureSchemas } from './newsletter-failures.ts';
import { secondFactorSchemas } from './second-factor.ts';
import { bookingSchemas } from './booking.ts';
import { paymentSchemas } from './payments.ts';
import { waitingListSchemas } from './booking-waiting-list.ts';
import { bookingAdminSchemas } from './booking-admin.ts';
import { donationSchemas } from './donations.ts';
import { monthlyGiftSchemas } from './monthly-gifts.ts';
import { membershipSchemas } from './membership.ts';
import { taxReliefSchemas } from './tax-relief.ts';
import { gateSchemas } from './booking-gate.ts';
import { cancelledDaySchemas } from './booking-cancelled-day.ts';
import { supporterSchemas } from './supporters.ts';
// Gift Aid claims (decision 162).
import { giftAidClaimSchemas } from './gift-aid-claims.ts';

interface Schemas {
  params?: z.ZodObject;
  /** The query string's parameters: each optional, as text in the address (coerce what is not a string). */
  query?: z.ZodObject;
  body?: z.ZodType;
}

export type ApiCall = ApiRoute & Schemas & Responses & { name: ApiName };

/** The request schemas of each call; the server validates with them and the forms share them. */
const schemas = {
  ...accountSchemas,
  ...newsletterSchemas,
  ...historyEventSchemas,
  ...volunteerFileSchemas,
  ...auditSchemas,
  ...accountSelfSchemas,
  ...timetableSchemas,
  ...siteContentSchemas,
  ...contactSchemas,
  ...rosterSchemas,
  ...subscriberSchemas,
  ...newsletterFailureSchemas,
  ...secondFactorSchemas,
  ...bookingSchemas,
  ...paymentSchemas,
  ...waitingListSchemas,
  ...bookingAdminSchemas,
  ...donationSchemas,
  ...monthlyGiftSchemas,
  ...membershipSchemas,
  ...taxReliefSchemas,
  ...gateSchemas,
  ...cancelledDaySchemas,
  ...supporterSchemas,
  ...giftAidClaimSchemas,
} satisfies { [K in ApiName]?: Schemas };

type Contract = {
  [K in ApiName]: (typeof apiRoutes)[K] &
    (K extends keyof typeof schemas ? (typeof schemas)[K] : unknown) &
    (typeof responses)[K] & { name: K };
};

/** What a call's JSON body may hold, as its request schema reads it: what a form or client sends. */
export type RequestOf<K extends ApiName> = K extends keyof typeof schemas
  ? (typeof schemas)[K] extends { body: infer B extends z.ZodType }
    ? z.input<B>
    : never
  : never;

/** What a call's query string may hold: each parameter as its schema reads it, or text the schema coerces. */
export type QueryOf<K extends ApiName> = K extends keyof typeof schemas
  ? (typeof schemas)[K] extends { query: infer Q extends z.ZodObject }
    ? { [P in keyof z.input<Q>]?: z.input<Q>[P] extends string | undefined ? z.input<Q>[P] : string | number }
    : never
  : never;

const callNamed = (name: ApiName): ApiCall => ({
  ...apiRoutes[name],
  // Widened to index: `schemas` keeps its literal type (RequestOf reads it) and lacks calls without input.
  ...(schemas as Partial<Record<ApiName, Schemas>>)[name],
  ...responses[name],
  name,
});

/**
 * Every API call with its schemas: what the server registers its routes from. Object.fromEntries forgets which
 * entry belongs to which name, so the result is cast. callNamed types each entry as an ApiCall, which lets tsc
 * check that cast; cast from the untyped spreads it refuses (TS2352 "neither type sufficiently overlaps", TS2859
 * "Excessive complexity comparing types"), and only a cast through `unknown`, checking nothing, got past.
 */
export const api = Object.fromEntries(
  (Object.keys(apiRoutes) as ApiName[]).map((name) => [name, callNamed(name)]),
) as Contract;

/** Every refusal a call can give: those its declaration implies, and those it declares. */
export function refusalsOf(call: ApiCall): number[] {
  const takesBody = !!call.body || !!call.multipart;
  const changes = call.method !== 'GET';
  const implied = [
    (takesBody || call.params || call.query) && 400,
    call.access !== 'public' && 401,
    (call.access === 'admin' || call.access === 'gate' || (changes && call.csrf !== false)) && 403,
    takesBody && 413,
    takesBody && 415,
  ];
  const all = new Set([
    ...implied.filter((c): c is number => c !== false && c !== undefined),
    ...(call.refusals ?? []),
  ]);
  return [...all].sort();
}
