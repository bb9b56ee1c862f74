import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '@lmr/shared/limits';
import { type AdminTimetable, railwayToday, type RunningDay, timetableHorizon } from '@lmr/shared/timetable';
import { parseCalendar } from './support/calendar-parser.ts';
import { testPattern } from './support/roster.ts';
import { type AdminTestApp, createAdminTestApp } from './support/test-app.ts';

const daysAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The widest the timetable can be: every day from its first date to its last. */
const mostDays = (limits.timetableYearsBack + limits.timetableYearsAhead) * 366 + 1;

describe('a season rule’s span and the timetable’s horizon', () => {
  let t: AdminTestApp;
  let patternId: string;
  const admin = (method: 'POST' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: t.admin, origin: t.config.publicUrl } });

  beforeAll(async () => {
    t = await createAdminTestApp({ env: { DEMO_CONTENT: 'false' } });
    patternId = (await admin('POST', '/api/admin/timetable/patterns', testPattern)).json<{ id: string }>().id;
  });
  afterAll(() => t.close());

  it('refuses a rule longer than a season, or ending beyond the horizon, saying the limit; changes nothing', async () => {
    const rule = { patternId, label: 'Every day', weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] };
    const twentyYears = await admin('POST', '/api/admin/timetable/rules', {
      ...rule,
      starts: railwayToday(),
      ends: daysAfter(railwayToday(), 20 * 365),
    });
    expect(twentyYears.statusCode).toBe(400);
    expect(twentyYears.json().error.fields.ends).toMatch(/at most 366 days/);

    const beyond = await admin('POST', '/api/admin/timetable/rules', {
      ...rule,
      starts: timetableHorizon().to,
      ends: daysAfter(timetableHorizon().to, 30),
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().error.fields.ends).toMatch(/reaches 2 years ahead: up to \d+ \w+ \d{4}/);

    const lateDay = await admin('POST', '/api/admin/timetable/days', {
      date: daysAfter(timetableHorizon().to, 1),
      patternId,
    });
    expect(lateDay.statusCode).toBe(400);
    expect((await admin('GET', '/api/admin/timetable')).json<AdminTimetable>()).toMatchObject({
      rules: [],
      extraDays: [],
    });
  });

  it('holds the timetable and the feed to the horizon, even with a 20-year every-day rule kept from before', async () => {
    const stamp = (day: string) => `${day.replaceAll('-', '')}T000000Z`;
    const [from, until] = [stamp(daysAfter(railwayToday(), -10 * 365)), stamp(daysAfter(railwayToday(), 10 * 365))];
    await t.app.database.query(`INSERT INTO season_rules (pattern_id, label, rrule) VALUES ($1, 'Every day', $2)`, [
      patternId,
      `DTSTART:${from}\nRRULE:FREQ=DAILY;UNTIL=${until}`,
    ]);
    t.app.contentVersion.changed();
    const res = await t.app.inject({ url: '/api/timetable' });
    const days = res.json<RunningDay[]>();
    const { from: first, to: last } = timetableHorizon();
    expect(days.length).toBeGreaterThan(mostDays - 3);
    expect(days.length).toBeLessThanOrEqual(mostDays);
    expect([days[0]!.date, days.at(-1)!.date]).toEqual([first, last]);
    const feed = await t.app.inject({ url: '/timetable.ics' });
    expect(parseCalendar(feed.body).events).toHaveLength(days.length);
    expect((await admin('GET', '/api/admin/timetable')).json<AdminTimetable>().days).toHaveLength(days.length);
  });
});
