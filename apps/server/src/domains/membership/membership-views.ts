import type { AdminMembership, Member, MyMembership } from '@lmr/shared/membership';
import { membershipWords as w } from '@lmr/shared/membership-words';
import { railwayToday } from '@lmr/shared/timetable';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http-error.ts';
import { publishedSettings } from '../content/site-content-service.ts';
import { rosteredHoursBetween } from '../rostering/volunteer-hours.ts';
import { hashToken } from '../sessions/tokens.ts';
import { cardDataUrl } from './member-card.ts';
import { emailOfLink, latestPaid, memberByEmail, paidMemberships } from './memberships-repository.ts';
import { memberNumber, memberStatus } from './membership-year.ts';

/** A member's own page, by the token of a link mailed to them: their number, year, status and card. */
export async function myMembership(db: Db, token: string, graceDays: number): Promise<MyMembership> {
  const email = await emailOfLink(db, hashToken(token));
  const [member, year] = email ? await Promise.all([memberByEmail(db, email), latestPaid(db, email)]) : [];
  if (!member || !year?.endsOn) throw notFound(w.linkExpired);
  return {
    number: memberNumber(member.number),
    name: member.name,
    email: member.email,
    typeName: year.typeName,
    endsOn: year.endsOn,
    status: memberStatus(year.endsOn, railwayToday(), graceDays),
    renewsAutomatically: !!year.providerSubscriptionId && !year.renewalStoppedAt,
    card: await cardDataUrl(member.number, member.name),
  };
}

/** Each member by their latest paid year, with where they stand today. */
export async function memberList(db: Db, graceDays: number): Promise<Member[]> {
  const today = railwayToday();
  const seen = new Set<string>();
  const list: Member[] = [];
  for (const { memberships: year, members: member } of await paidMemberships(db)) {
    if (seen.has(year.email)) continue;
    seen.add(year.email);
    list.push({
      number: memberNumber(member.number),
      name: member.name,
      email: member.email,
      typeName: year.typeName,
      way: year.way,
      endsOn: year.endsOn!,
      status: memberStatus(year.endsOn!, today, graceDays),
    });
  }
  return list;
}

/** The admins' page: every member, the chart of members by kind and status, and this year's volunteer hours. */
export async function adminMembership(db: Db, graceDays: number): Promise<AdminMembership> {
  const members = await memberList(db, graceDays);
  const counts = new Map<string, AdminMembership['byTypeAndStatus'][number]>();
  for (const m of members) {
    const key = `${m.typeName}\n${m.status}`;
    const entry = counts.get(key) ?? { typeName: m.typeName, status: m.status, count: 0 };
    entry.count++;
    counts.set(key, entry);
  }
  const year = railwayToday().slice(0, 4);
  const active = new Set(members.filter((m) => m.status === 'active').map((m) => m.email));
  const hours = await rosteredHoursBetween(db, `${year}-01-01`, `${year}-12-31`);
  return {
    members,
    byTypeAndStatus: [...counts.values()],
    volunteerHours: hours
      .map((v) => ({ name: v.name, hours: v.hours, member: active.has(v.email.toLowerCase()) }))
      .sort((a, b) => b.hours - a.hours),
    freeMembershipHours: (await publishedSettings(db))?.freeMembershipHours ?? 0,
  };
}
