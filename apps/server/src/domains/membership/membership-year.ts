import type { MemberStatus } from '@lmr/shared/membership';
import type { SiteSettings } from '@lmr/shared/site-content';
import { membershipWords as w } from '@lmr/shared/membership-words';
import type { Db, Tx } from '../../db/database.ts';
import { badRequest } from '../../http-error.ts';
import { publishedSettings } from '../content/site-content-service.ts';
import { addDays } from '../rostering/roster-days.ts';
import { latestPaid, memberFor, membershipById, moveMembership } from './memberships-repository.ts';

/** Every kind of membership runs for a year (decision 151). */
const MONTHS = 12;

/** The kinds of membership the admin sets in the Site settings (a price in pounds there), in integer pence. */
export const membershipTypes = (settings: SiteSettings | undefined) =>
  (settings?.membership ?? []).map((m) => ({ name: m.name, pricePence: Math.round(m.price * 100), months: MONTHS }));

/** The kind named, as the settings now offer it; refused as bad input when there is none of that name. */
export async function offeredType(db: Db, name: string) {
  const type = membershipTypes(await publishedSettings(db)).find((t) => t.name === name);
  if (!type) throw badRequest(w.unknownType, { typeName: w.unknownType });
  return type;
}

/** A year from a day: 1 March to the last day of February, 29 February to 27 February. */
export function yearFrom(startsOn: string) {
  const end = new Date(`${startsOn}T00:00:00Z`);
  end.setUTCMonth(end.getUTCMonth() + MONTHS);
  return { startsOn, endsOn: addDays(end.toISOString().slice(0, 10), -1) };
}

/** Where a member stands on `today`: within their year, in the grace period after it, or lapsed. */
export function memberStatus(endsOn: string, today: string, graceDays: number): MemberStatus {
  if (today <= endsOn) return 'active';
  return today <= addDays(endsOn, graceDays) ? 'grace' : 'lapsed';
}

/** How a membership number reads on the card and in mail. */
export const memberNumber = (number: number) => `M${number}`;

/**
 * A membership is paid: its year starts today, or the day after the member's current year ends (a renewal
 * before the end loses no days). The member keeps their number; a first membership gets the next one.
 */
export async function payMembership(tx: Tx, id: string, today: string) {
  const row = await membershipById(tx, id);
  if (!row) return undefined;
  const current = await latestPaid(tx, row.email);
  const startsOn = current?.endsOn && current.endsOn >= today ? addDays(current.endsOn, 1) : today;
  const paid = await moveMembership(tx, id, ['awaiting_payment'], 'paid', yearFrom(startsOn));
  if (paid) await memberFor(tx, paid.email, paid.name);
  return paid;
}
