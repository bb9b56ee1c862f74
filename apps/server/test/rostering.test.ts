import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@lmr/shared/audit';
import { type AdminRoster, type Candidates, type MyDuties, rosterMessages, type RosterDays } from '@lmr/shared/roster';
import { parseCalendar } from './support/calendar-parser.ts';
import { adminCalls, dayFromToday, rosterFixture } from './support/roster.ts';
import {
  ADMIN,
  type AdminTestApp,
  createAdminTestApp,
  createTestApp,
  loginCookie,
  registeredCookie,
} from './support/test-app.ts';

const volunteer = (name: string, email: string, password: string) => ({ name, email, password, role: 'volunteer' });
const ANNA = volunteer('Anna Quayle', 'anna.quayle@example.org', 'Volunteer-Passw0rd-1');
const BEN = volunteer('Ben Kinvig', 'ben.kinvig@example.org', 'Volunteer-Passw0rd-2');

const RACE_DAY = dayFromToday(10);
const LATE_DAY = dayFromToday(1);
const DRIVING_DAY = dayFromToday(20);
const PAST_DAYS = [dayFromToday(-21), dayFromToday(-14), dayFromToday(-7)];

describe('volunteer rostering', () => {
  let t: AdminTestApp;
  let admin: ReturnType<typeof adminCalls>;
  let anna: string;
  let ben: string;
  let roleIds: Record<string, string>;
  const ids: Record<string, string> = {};

  const as = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie, origin: t.config.publicUrl } });
  const auditEntries = async () => (await admin('GET', '/api/admin/audit')).json<{ entries: AuditEntry[] }>().entries;

  beforeAll(async () => {
    t = await createAdminTestApp({ env: { DEMO_CONTENT: 'false', PUBLIC_URL: 'https://trains.example.org' } });
    admin = adminCalls(t, t.admin);
    anna = await registeredCookie(t.app, t.admin, ANNA);
    ben = await registeredCookie(t.app, t.admin, BEN);
    const accounts = (await admin('GET', '/api/accounts')).json<{ id: string; email: string }[]>();
    for (const a of accounts) ids[a.email] = a.id;
    ({ roleIds } = await rosterFixture(
      t,
      t.admin,
      [...PAST_DAYS, LATE_DAY, RACE_DAY, DRIVING_DAY],
      [
        { name: 'Guard', places: 1 },
        { name: 'Shop', places: 2 },
        { name: 'Driver', qualification: 'Driver competence', places: 1 },
      ],
    ));
  });
  afterAll(() => t.close());

  it('two volunteers taking the last place at the same instant: one has it, the other is told it was just taken', async () => {
    const take = (cookie: string) =>
      as(cookie, 'POST', '/api/roster/duties', { date: RACE_DAY, roleId: roleIds.Guard });
    const answers = await Promise.all([take(anna), take(ben)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([201, 409]);
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(loser.json().error.message).toBe(rosterMessages.taken);

    const { rows } = await t.app.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM duty_assignments WHERE day = $1 AND role_id = $2',
      [RACE_DAY, roleIds.Guard],
    );
    expect(rows[0]!.n).toBe(1);
    // The database itself refuses a second holder of a place, whatever the code in front of it does.
    await expect(
      t.app.database.query('INSERT INTO duty_assignments (day, role_id, slot, user_id) VALUES ($1, $2, 1, $3)', [
        RACE_DAY,
        roleIds.Guard,
        ids[ANNA.email],
      ]),
    ).rejects.toThrow(/duplicate key/);
  });

  it('both volunteers take the two shop places at once and both get one', async () => {
    const take = (cookie: string) => as(cookie, 'POST', '/api/roster/duties', { date: RACE_DAY, roleId: roleIds.Shop });
    const answers = await Promise.all([take(anna), take(ben)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
  });

  it('volunteers see colleagues by first name only, never an e-mail address; admins see contact details', async () => {
    const days = await as(anna, 'GET', '/api/roster/days');
    expect(days.statusCode).toBe(200);
    const raceDay = days.json<RosterDays>().find((d) => d.date === RACE_DAY)!;
    const shop = raceDay.duties.find((d) => d.roleName === 'Shop')!;
    expect(shop).toMatchObject({ places: 2, filled: 2, blockedBy: null });
    expect(shop.firstNames.sort()).toEqual(['Anna', 'Ben']);
    expect(days.body).not.toContain('@');
    expect(days.body).not.toContain('Quayle');

    const mine = await as(ben, 'GET', '/api/roster/mine');
    const shopDuty = mine.json<MyDuties>().duties.find((d) => d.roleName === 'Shop')!;
    expect(shopDuty.colleagues).toEqual(expect.arrayContaining([{ firstName: 'Anna', roleName: 'Shop' }]));
    expect(mine.body).not.toContain(ANNA.email);

    const roster = (await admin('GET', '/api/admin/roster')).json<AdminRoster>();
    const day = roster.days.find((d) => d.date === RACE_DAY)!;
    const people = day.duties.find((d) => d.roleId === roleIds.Shop)!.people;
    expect(people.map((p) => p.email).sort()).toEqual([ANNA.email, BEN.email]);
    expect(people.map((p) => p.name).sort()).toEqual([ANNA.name, BEN.name]);
  });

  it('an expired qualification stops an assignment; a valid one on the day allows it', async () => {
    const expired = await admin('PUT', '/api/admin/roster/qualifications', {
      userId: ids[ANNA.email],
      qualification: 'Driver competence',
      expiresOn: dayFromToday(19),
    });
    expect(expired.statusCode, expired.body).toBe(200);
    const assign = () =>
      admin('POST', '/api/admin/roster/assignments', {
        date: DRIVING_DAY,
        roleId: roleIds.Driver,
        userId: ids[ANNA.email],
      });
    const refused = await assign();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(rosterMessages.unqualified('Driver competence'));
    const byHerself = await as(anna, 'POST', '/api/roster/duties', { date: DRIVING_DAY, roleId: roleIds.Driver });
    expect(byHerself.statusCode).toBe(409);
    const candidates = await admin('GET', `/api/admin/roster/days/${DRIVING_DAY}/roles/${roleIds.Driver}/candidates`);
    expect(candidates.json<Candidates>()).toEqual([]);

    // Valid through the day itself.
    await admin('PUT', '/api/admin/roster/qualifications', {
      userId: ids[ANNA.email],
      qualification: 'Driver competence',
      expiresOn: DRIVING_DAY,
    });
    const listed = (
      await admin('GET', `/api/admin/roster/days/${DRIVING_DAY}/roles/${roleIds.Driver}/candidates`)
    ).json<Candidates>();
    expect(listed.map((c) => c.email)).toEqual([ANNA.email]);
    const expiring = (await admin('GET', '/api/admin/roster/qualifications')).json<{ expiring: { name: string }[] }>();
    expect(expiring.expiring.map((q) => q.name)).toEqual([ANNA.name]);
    expect((await assign()).statusCode).toBe(201);
  });

  it('warns, rather than refusing silently, when an admin assigns someone who said they cannot work', async () => {
    const month = DRIVING_DAY.slice(0, 7);
    const said = await as(ben, 'PUT', '/api/roster/availability', { month, available: false });
    expect(said.statusCode, said.body).toBe(200);
    expect(said.json<{ dates: string[] }>().dates).toContain(DRIVING_DAY);
    const days = (await as(ben, 'GET', '/api/roster/days')).json<RosterDays>();
    expect(days.find((d) => d.date === DRIVING_DAY)!.available).toBe(false);

    const payload = { date: DRIVING_DAY, roleId: roleIds.Shop, userId: ids[BEN.email] };
    const warned = await admin('POST', '/api/admin/roster/assignments', payload);
    expect(warned.statusCode).toBe(409);
    expect(warned.json().error).toMatchObject({ code: 'unavailable', message: rosterMessages.unavailable });
    const anyway = await admin('POST', '/api/admin/roster/assignments', { ...payload, despiteUnavailable: true });
    expect(anyway.statusCode, anyway.body).toBe(201);
  });

  it('a volunteer withdraws before the cut-off; after it, the answer says whom to tell', async () => {
    const late = await as(anna, 'POST', '/api/roster/duties', { date: LATE_DAY, roleId: roleIds.Guard });
    expect(late.statusCode).toBe(201);
    const refused = await as(anna, 'DELETE', `/api/roster/duties/${late.json().id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('too late');
    expect(refused.json().error.message).toContain('Administrator');

    const mine = (await as(ben, 'GET', '/api/roster/mine')).json<MyDuties>();
    const shop = mine.duties.find((d) => d.date === RACE_DAY && d.roleName === 'Shop')!;
    expect((await as(anna, 'DELETE', `/api/roster/duties/${shop.id}`)).statusCode).toBe(404);
    expect((await as(ben, 'DELETE', `/api/roster/duties/${shop.id}`)).statusCode).toBe(204);
    const after = (await as(anna, 'GET', '/api/roster/days')).json<RosterDays>();
    expect(after.find((d) => d.date === RACE_DAY)!.duties.find((d) => d.roleName === 'Shop')!.filled).toBe(1);
  });

  it('counts hours of days worked, shows the free-membership note at 25, and records a correction', async () => {
    for (const day of PAST_DAYS) {
      await t.app.database.query('INSERT INTO duty_assignments (day, role_id, slot, user_id) VALUES ($1, $2, 1, $3)', [
        day,
        roleIds.Guard,
        ids[BEN.email],
      ]);
    }
    const before = (await as(ben, 'GET', '/api/roster/mine')).json<MyDuties>();
    expect(before.hours.total).toBe(3 * 5.5);
    expect(before.hours.membershipFree).toBe(false);

    const roster = await t.app.database.query<{ id: string }>(
      'SELECT id FROM duty_assignments WHERE user_id = $1 AND day = $2',
      [ids[BEN.email], PAST_DAYS[0]],
    );
    const corrected = await admin('PUT', `/api/admin/roster/assignments/${roster.rows[0]!.id}/hours`, { hours: 14 });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const after = (await as(ben, 'GET', '/api/roster/mine')).json<MyDuties>();
    expect(after.hours.total).toBe(14 + 2 * 5.5);
    expect(after.hours.membershipFree).toBe(true);
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ action: 'corrected the hours of a duty', status: 200 });
    expect(entry!.details).toContain(`${BEN.name} on`);
    expect(entry!.details).toContain('14 hours');
  });

  it('records admins’ and volunteers’ changes to the roster in the audit log, by name', async () => {
    const actions = (await auditEntries()).map((e) => `${e.actorEmail}: ${e.action}: ${e.details}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^admin@example.org: added a duty role: Duty role “Driver”$/),
        expect.stringMatching(
          /^admin@example.org: set how many a timetable pattern needs: Roster Saturday needs 2 × Shop$/,
        ),
        expect.stringMatching(/^admin@example.org: recorded a qualification: “Driver competence” until/),
        expect.stringMatching(/^admin@example.org: gave a volunteer a duty: Anna Quayle as Driver on /),
        expect.stringMatching(/^ben.kinvig@example.org: withdrew from a duty: Shop on /),
        expect.stringMatching(/^anna.quayle@example.org: took a duty: Guard on /),
      ]),
    );
  });

  it('gives a personal calendar feed of my duties only, at a secret address I can renew and revoke', async () => {
    const made = await as(anna, 'POST', '/api/roster/feed');
    expect(made.statusCode).toBe(201);
    const url = new URL(made.json<{ url: string }>().url);
    expect(url.origin).toBe('https://trains.example.org');
    const feed = await t.app.inject({ url: url.pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const { events } = parseCalendar(feed.body);
    const mine = (await as(anna, 'GET', '/api/roster/mine')).json<MyDuties>();
    expect(events.map((e) => e.uid).sort()).toEqual(mine.duties.map((d) => `duty-${d.id}@trains.example.org`).sort());
    expect(events.map((e) => e.summary).sort()).toEqual(
      mine.duties.map((d) => `${d.roleName}: Roster Saturday`).sort(),
    );
    expect(events.map((e) => e.status)).toEqual(mine.duties.map(() => 'CONFIRMED'));
    expect(feed.body).not.toContain('Ben');

    // Only the token's hash is stored.
    const token = url.pathname.slice('/roster/'.length, -'.ics'.length);
    const { rows } = await t.app.database.query<{ token_hash: string }>('SELECT token_hash FROM roster_feeds');
    expect(rows.map((r) => r.token_hash)).not.toContain(token);

    const renewed = new URL((await as(anna, 'POST', '/api/roster/feed')).json<{ url: string }>().url);
    expect((await t.app.inject({ url: url.pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ url: renewed.pathname })).statusCode).toBe(200);
    expect((await as(anna, 'DELETE', '/api/roster/feed')).statusCode).toBe(204);
    expect((await t.app.inject({ url: renewed.pathname })).statusCode).toBe(404);
  });

  it('refuses every roster call to visitors, and the admin calls to volunteers', async () => {
    const routes = t.app.routeTable.filter(
      (r) => r.method !== 'HEAD' && (r.url.startsWith('/api/roster') || r.url.startsWith('/api/admin/roster')),
    );
    expect(routes.length).toBe(24);
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, 'example');
      const visitor = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: { origin: t.config.publicUrl },
      });
      expect(visitor.statusCode, `${route.method} ${url}`).toBe(401);
      if (route.access === 'admin') {
        expect((await as(anna, route.method as 'GET', url, {})).statusCode, `${route.method} ${url}`).toBe(403);
      }
    }
  });
});

describe('the demo roster', () => {
  it('gives the demo season’s patterns duty roles and needs, so a new installation shows a roster', async () => {
    const t = await createTestApp();
    try {
      const admin = adminCalls(t, await loginCookie(t.app, ADMIN.email, ADMIN.password));
      const setup = (await admin('GET', '/api/admin/roster/roles')).json<{
        roles: { name: string; qualification: string | null }[];
        needs: unknown[];
      }>();
      expect(setup.roles).toEqual([
        { id: expect.any(String), name: 'Driver', qualification: 'Driver competence' },
        { id: expect.any(String), name: 'Gate', qualification: 'Gate check-in' },
        { id: expect.any(String), name: 'Guard', qualification: 'Guard competence' },
        { id: expect.any(String), name: 'Shop', qualification: null },
        { id: expect.any(String), name: 'Ticket stall', qualification: null },
      ]);
      expect(setup.needs).toHaveLength(15);
      const roster = (await admin('GET', '/api/admin/roster')).json<AdminRoster>();
      expect(roster.days.length).toBeGreaterThan(0);
      expect(roster.days.every((d) => d.duties.length === 5)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
