import type { AdminRoster, Candidates, MyDuties, Qualifications, RosterDays } from '@lmr/shared/roster';
import { rosterRules } from '@lmr/shared/roster';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http-error.ts';
import { type AssignmentRow, assignmentsBetween, assignmentsOf } from './assignments-repository.ts';
import { availabilityBetween } from './availability-repository.ts';
import { findRole, listRoles } from './duty-roles-repository.ts';
import { listQualifications, qualificationsOf, qualifiedFor } from './qualifications-repository.ts';
import { feedOf } from './roster-feed-repository.ts';
import { type CoverRequestRow, coverRequestsBetween } from './cover-requests-repository.ts';
import { accountNamesAndEmails, adminNames } from '../accounts/accounts-repository.ts';
import {
  addDays,
  assignmentHours,
  daysAhead,
  dayHours,
  firstName,
  type RosterCalendar,
  type RosterDay,
  rosterCalendar,
} from './roster-days.ts';
import { withdrawBy } from './duty-places.ts';

const dayFields = (d: RosterDay) => ({
  date: d.date,
  patternName: d.patternName,
  opens: d.opens,
  closes: d.closes,
  status: d.status,
  reason: d.reason,
});

const byDayAndRole = (rows: AssignmentRow[]) => {
  const map = new Map<string, AssignmentRow[]>();
  for (const r of rows) map.set(`${r.day}/${r.roleId}`, [...(map.get(`${r.day}/${r.roleId}`) ?? []), r]);
  return (date: string, roleId: string) => map.get(`${date}/${roleId}`) ?? [];
};

/** Whom a volunteer tells after the cut-off: the admins, through the railway's own address. */
export async function organisers(db: Db, contactTo: string) {
  const names = await adminNames(db);
  return `the duty organisers (${names.join(' or ')}) at ${contactTo}`;
}

/** The days ahead as a volunteer sees them: the duties each needs, colleagues by first name only. */
export async function volunteerDays(db: Db, userId: string, today: string): Promise<RosterDays> {
  const calendar = await rosterCalendar(db);
  const days = daysAhead(calendar, today);
  const last = days.at(-1)?.date ?? today;
  const [roles, assignments, availability, held] = await Promise.all([
    listRoles(db),
    assignmentsBetween(db, today, last),
    availabilityBetween(db, today, last, userId),
    qualificationsOf(db, userId),
  ]);
  const on = byDayAndRole(assignments);
  const said = new Map(availability.map((a) => [a.day, a.available]));
  const holds = (qualification: string, date: string) => holdsOn(held, qualification, date);
  const result: RosterDays = [];
  for (const day of days) {
    const duties: RosterDays[number]['duties'] = [];
    for (const role of roles) {
      const places = calendar.places(day, role.id);
      if (places === 0) continue;
      const people = on(day.date, role.id);
      const mine = people.find((p) => p.userId === userId)?.id ?? null;
      let blockedBy: string | null = null;
      if (day.status === 'cancelled') blockedBy = 'The day is cancelled.';
      else if (!mine && people.length >= places) blockedBy = 'Every place is filled.';
      else if (role.qualification && !holds(role.qualification, day.date)) {
        blockedBy = `Needs a valid “${role.qualification}” qualification.`;
      }
      duties.push({
        roleId: role.id,
        roleName: role.name,
        places,
        filled: people.length,
        firstNames: people.map((p) => firstName(p.name)),
        mine,
        blockedBy,
      });
    }
    result.push({ ...dayFields(day), available: said.get(day.date) ?? null, duties });
  }
  return result;
}

/** The latest request for cover on each place, by assignment id. */
const latestCover = (rows: CoverRequestRow[]) => new Map(rows.map((r) => [r.assignmentId, r]));

/**
 * Others' open requests for cover that this volunteer could accept: on days still on, for a role whose
 * qualification they hold on the day, with no duty of their own that day.
 */
async function coverWantedOf(
  db: Db,
  userId: string,
  { today, last, requests }: { today: string; last: string; requests: CoverRequestRow[] },
  calendar: RosterCalendar,
) {
  const [onDuty, held, roles] = await Promise.all([
    assignmentsBetween(db, today, last),
    qualificationsOf(db, userId),
    listRoles(db),
  ]);
  const busy = new Set(onDuty.filter((a) => a.userId === userId).map((a) => a.day));
  return requests
    .filter((r) => r.status === 'open' && r.askedBy !== userId && !busy.has(r.day))
    .flatMap((r) => {
      const day = calendar.byDate.get(r.day);
      const role = roles.find((x) => x.id === r.roleId);
      if (!day || !role || day.status === 'cancelled') return [];
      if (role.qualification && !holdsOn(held, role.qualification, r.day)) return [];
      return [{ id: r.id, ...dayFields(day), roleName: role.name, askerFirstName: firstName(r.askerName) }];
    });
}

/** As holdsQualification decides it: the name in any case, valid to the end of its expiry day. */
const holdsOn = (held: { qualification: string; expiresOn: string }[], qualification: string, date: string) =>
  held.some((q) => q.qualification.toLowerCase() === qualification.toLowerCase() && q.expiresOn >= date);

/** A volunteer's duties, hours and feed. Hours count once a day has passed and if it ran. */
export async function myDuties(db: Db, userId: string, today: string, whom: string): Promise<MyDuties> {
  const last = addDays(today, rosterRules.daysAhead);
  const [calendar, requests] = await Promise.all([rosterCalendar(db), coverRequestsBetween(db, today, last)]);
  const [roles, mine, feed, coverWanted] = await Promise.all([
    listRoles(db),
    assignmentsOf(db, userId),
    feedOf(db, userId),
    coverWantedOf(db, userId, { today, last, requests }, calendar),
  ]);
  const cover = latestCover(requests);
  const roleName = new Map(roles.map((r) => [r.id, r.name]));
  const hoursOf = (a: AssignmentRow) => assignmentHours(a, calendar.byDate);
  const worked = mine.filter((a) => a.day < today);
  const total = worked.reduce((sum, a) => sum + hoursOf(a), 0);
  const thisYear = worked.filter((a) => a.day.startsWith(today.slice(0, 4))).reduce((sum, a) => sum + hoursOf(a), 0);
  const coming = mine.filter((a) => a.day >= today && calendar.byDate.has(a.day));
  const colleaguesRows = coming.length ? await assignmentsBetween(db, coming[0]!.day, coming.at(-1)!.day) : [];
  return {
    duties: coming.map((a) => ({
      id: a.id,
      ...dayFields(calendar.byDate.get(a.day)!),
      roleName: roleName.get(a.roleId) ?? '',
      hours: hoursOf(a),
      colleagues: colleaguesRows
        .filter((c) => c.day === a.day && c.userId !== userId)
        .map((c) => ({ firstName: firstName(c.name), roleName: roleName.get(c.roleId) ?? '' })),
      withdrawBy: withdrawBy(a.day),
      canWithdraw: today <= withdrawBy(a.day),
      coverAsked: cover.get(a.id)?.status === 'open',
    })),
    coverWanted,
    organisers: whom,
    hours: { thisYear, total, membershipFree: total >= rosterRules.freeMembershipHours },
    feed: feed ? { since: feed.createdAt.toISOString() } : null,
  };
}

/**
 * The roster grid: the recent weeks (whose hours an admin may correct) and every day ahead, by every
 * role, with contact details; and the next fortnight's gaps, to show first.
 */
export async function adminRoster(db: Db, today: string): Promise<AdminRoster> {
  const calendar = await rosterCalendar(db);
  const from = addDays(today, -rosterRules.correctableDays);
  const days = [...calendar.days.filter((d) => d.date >= from && d.date < today), ...daysAhead(calendar, today)];
  const last = days.at(-1)?.date ?? today;
  const [roles, assignments, cover] = await Promise.all([
    listRoles(db),
    assignmentsBetween(db, from, last),
    coverRequestsBetween(db, from, last).then(latestCover),
  ]);
  const on = byDayAndRole(assignments);
  const coverOf = (assignmentId: string) => {
    const request = cover.get(assignmentId);
    return request && request.status !== 'taken-back' ? { status: request.status, askedBy: request.askerName } : null;
  };
  const coverWanted: AdminRoster['coverWanted'] = [];
  const gapsUntil = addDays(today, rosterRules.gapsWithinDays);
  const gaps: AdminRoster['gaps'] = [];
  const grid = days.map((day) => {
    const duties = roles
      .map((role) => {
        const places = calendar.places(day, role.id);
        const people = on(day.date, role.id);
        const open = places - people.length;
        if (open > 0 && day.date >= today && day.date <= gapsUntil && day.status !== 'cancelled') {
          gaps.push({ date: day.date, roleId: role.id, roleName: role.name, open });
        }
        for (const p of people) {
          if (day.date >= today && coverOf(p.id)?.status === 'open')
            coverWanted.push({ date: day.date, roleName: role.name, name: p.name });
        }
        return {
          roleId: role.id,
          places,
          people: people.map((p) => ({
            assignmentId: p.id,
            userId: p.userId,
            name: p.name,
            email: p.email,
            hours: p.hours === null ? dayHours(day) : Number(p.hours),
            cover: coverOf(p.id),
          })),
        };
      })
      .filter((d) => d.places > 0 || d.people.length > 0);
    return { ...dayFields(day), past: day.date < today, duties };
  });
  return { roles, days: grid, gaps, coverWanted };
}

/** Who may be given a duty on a day: those qualified on it, the available first. */
export async function candidates(db: Db, date: string, roleId: string): Promise<Candidates> {
  const calendar = await rosterCalendar(db);
  const role = await findRole(db, roleId);
  if (!calendar.byDate.has(date) || !role) throw notFound('There is no such duty on that day.');
  const [accounts, availability, onDay] = await Promise.all([
    accountNamesAndEmails(db),
    availabilityBetween(db, date, date),
    assignmentsBetween(db, date, date),
  ]);
  const qualified = role.qualification ? await qualifiedFor(db, role.qualification, date) : undefined;
  const said = new Map(availability.map((a) => [a.userId, a.available]));
  const rank = (a: boolean | null) => (a === true ? 0 : a === null ? 1 : 2);
  return accounts
    .filter((a) => !qualified || qualified.has(a.id))
    .filter((a) => !onDay.some((d) => d.userId === a.id && d.roleId === roleId))
    .map((a) => ({
      userId: a.id,
      name: a.name,
      email: a.email,
      available: said.get(a.id) ?? null,
      alreadyThatDay: onDay.some((d) => d.userId === a.id),
    }))
    .sort((a, b) => rank(a.available) - rank(b.available));
}

export async function qualificationsView(db: Db, today: string): Promise<Qualifications> {
  const [volunteers, qualifications] = await Promise.all([accountNamesAndEmails(db), listQualifications(db)]);
  const until = addDays(today, rosterRules.expiringWithinDays);
  return {
    volunteers,
    qualifications,
    expiring: qualifications
      .filter((q) => q.expiresOn >= today && q.expiresOn <= until)
      .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn)),
  };
}
