import type { z } from 'zod';
import { accountSelfResponses } from './account-self.ts';
import type { ApiName, apiRoutes } from './api-routes.ts';
import type { ApiRoute } from './route-declaration.ts';
import { accountResponses } from './accounts.ts';
import { newsletterResponses } from './newsletter.ts';
import { posterResponses } from './poster.ts';
import { historyEventResponses } from './history-events.ts';
import { volunteerFileResponses } from './volunteer-files.ts';
import { auditResponses } from './audit.ts';
import { timetableResponses } from './timetable.ts';
import { siteContentResponses } from './site-content.ts';
import { siteListResponses } from './site-lists.ts';
import { contactResponses } from './contact.ts';
import { dashboardResponses } from './dashboard.ts';
import { rosterResponses } from './roster.ts';
import { newsletterFailureResponses } from './newsletter-failures.ts';
import { secondFactorResponses } from './second-factor.ts';
import { subscriberResponses } from './subscriber.ts';
import { bookingResponses } from './booking.ts';
import { paymentResponses } from './payments.ts';
import { waitingListResponses } from './booking-waiting-list.ts';
import { bookingAdminResponses } from './booking-admin.ts';
import { donationResponses } from './donations.ts';
import { monthlyGiftResponses } from './monthly-gifts.ts';
import { membershipResponses } from './membership.ts';
import { taxReliefResponses } from './tax-relief.ts';
import { gateResponses } from './booking-gate.ts';
import { cancelledDayResponses } from './booking-cancelled-day.ts';
import { supporterResponses } from './supporters.ts';
// Gift Aid claims (decision 162).
import { giftAidClaimResponses } from './gift-aid-claims.ts';

/** What a call answers when it succeeds: a JSON body, a body of another media type, or nothing (204). */
export interface Answer {
  status: 200 | 201 | 202 | 204;
  body?: z.ZodType;
  /** The media type of a body that is not JSON (text, CSV, a stored file). */
  media?: string;
}

/**
 * Refusals beyond those the call's declaration implies (400 for bad input, 401 and 403 for access, the
 * cross-site check and 413/415 for a body are added by the contract itself).
 */
export type Refusal = 400 | 401 | 404 | 409 | 428 | 429 | 503;

export interface Responses {
  answer: Answer;
  refusals?: Refusal[];
  /** The fields of a multipart upload, for the API document only: the route reads them part by part. */
  form?: z.ZodObject;
}

/** Every call's answers: the server serialises with them, the API document shows them, the web app infers from them. */
export const responses = {
  ...accountResponses,
  ...newsletterResponses,
  ...posterResponses,
  ...historyEventResponses,
  ...volunteerFileResponses,
  ...auditResponses,
  ...timetableResponses,
  ...siteContentResponses,
  ...siteListResponses,
  ...accountSelfResponses,
  ...contactResponses,
  ...rosterResponses,
  ...subscriberResponses,
  ...newsletterFailureResponses,
  ...secondFactorResponses,
  ...dashboardResponses,
  ...bookingResponses,
  ...paymentResponses,
  ...waitingListResponses,
  ...bookingAdminResponses,
  ...donationResponses,
  ...monthlyGiftResponses,
  ...membershipResponses,
  ...taxReliefResponses,
  ...gateResponses,
  ...cancelledDayResponses,
  ...supporterResponses,
  ...giftAidClaimResponses,
} satisfies Record<ApiName, Responses>;

type BodyOf<K extends ApiName> = (typeof responses)[K]['answer'] extends { body: infer B extends z.ZodType }
  ? B
  : undefined;

/** What a call's handler may return: the answer's body before serialisation. */
export type AnswerInput<K extends ApiName> = BodyOf<K> extends z.ZodType ? z.input<BodyOf<K>> : undefined;

/** What the client receives from a call: undefined for 204. */
export type AnswerOf<K extends ApiName> = BodyOf<K> extends z.ZodType ? z.output<BodyOf<K>> : undefined;

/** The name of the call a route object belongs to, found by its method and path. */
export type NameOf<C extends Pick<ApiRoute, 'method' | 'path'>> = {
  [K in ApiName]: (typeof apiRoutes)[K] extends { method: C['method']; path: C['path'] } ? K : never;
}[ApiName];
