import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminTimetable, RunningDay } from '@lmr/shared/timetable';
import { parseCalendar } from './support/calendar-parser.ts';
import { testPattern } from './support/roster.ts';
import { ADMIN, createTestApp, loginCookie, type TestApp } from './support/test-app.ts';

const saturday = { ...testPattern, name: 'Test Saturday', note: 'From the station stall.' };

// Saturdays across both clock changes of 2027: BST from 28 March to 31 October.
const season = { label: 'Season 2027', starts: '2027-03-20', ends: '2027-11-06', weekdays: ['SA'] };
// The day this file plans on: the timetable holds a year back and two ahead of today, so on the real clock the
// 2027 season would leave it in March 2028 and the same test would find no days. A day already past: a session
// whose last use the database stamps by its own clock is then never older than a week by this one.
const planningDay = new Date('2026-06-01T12:00:00Z');

describe(`the timetable (server time zone ${process.env.TZ ?? 'unset'})`, () => {
  let t: TestApp;
  let cookie: string;
  const admin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie, origin: t.config.publicUrl } });
  const feed = async (headers: Record<string, string> = {}) => t.app.inject({ url: '/timetable.ics', headers });
  const days = async () => (await t.app.inject({ url: '/api/timetable' })).json() as RunningDay[];

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://trains.example.org', DEMO_CONTENT: 'false' } });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(planningDay);
    cookie = await loginCookie(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  it('an admin adds a pattern and a season by rule; the feed has every Saturday at the right instant across the clock changes', async () => {
    const added = await admin('POST', '/api/admin/timetable/patterns', saturday);
    expect(added.statusCode).toBe(201);
    const patternId = added.json().id as string;
    const rule = await admin('POST', '/api/admin/timetable/rules', {
      ...season,
      patternId,
      exceptions: ['2027-05-01'],
    });
    expect(rule.statusCode).toBe(201);

    const running = await days();
    expect(running.map((d) => d.date)).toContain('2027-03-27');
    expect(running.map((d) => d.date)).not.toContain('2027-05-01');
    expect(running).toHaveLength(34 - 1);
    expect(running[0]).toMatchObject({ opens: '11:00', closes: '16:30', status: 'scheduled' });
    expect(running[0]!.departures).toEqual(['11:00', '11:20', '11:40', ...running[0]!.departures.slice(3)]);
    expect(running[0]!.departures.at(-1)).toBe('16:20');

    const res = await feed();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const { events, timezones } = parseCalendar(res.body);
    expect(timezones).toEqual(['Europe/Isle_of_Man']);
    expect(events).toHaveLength(33);
    const byDate = new Map(events.map((e) => [e.uid.slice('running-day-'.length, 'running-day-'.length + 10), e]));
    // 11:00 on the island: GMT before 28 March and after 31 October, BST (an hour ahead of UTC) between.
    expect(byDate.get('2027-03-20')!.start.toISOString()).toBe('2027-03-20T11:00:00.000Z');
    expect(byDate.get('2027-03-27')!.start.toISOString()).toBe('2027-03-27T11:00:00.000Z');
    expect(byDate.get('2027-04-03')!.start.toISOString()).toBe('2027-04-03T10:00:00.000Z');
    expect(byDate.get('2027-10-30')!.start.toISOString()).toBe('2027-10-30T10:00:00.000Z');
    expect(byDate.get('2027-11-06')!.start.toISOString()).toBe('2027-11-06T11:00:00.000Z');
    expect(byDate.get('2027-11-06')!.end.toISOString()).toBe('2027-11-06T16:30:00.000Z');
    for (const e of events) {
      expect(e.startZone).toBe('Europe/Isle_of_Man');
      expect(e.status).toBe('CONFIRMED');
      expect(e.sequence).toBe(0);
      expect(e.location).toContain('Valley Gardens');
      expect(e.uid).toMatch(/^running-day-\d{4}-\d{2}-\d{2}@trains\.example\.org$/);
      // The parser's instant, shown on the island's clock by Intl, is the advertised opening time.
      expect(e.start.toLocaleTimeString('en-GB', { timeZone: 'Europe/Isle_of_Man' })).toBe('11:00:00');
    }
  });

  it('cancelling one Saturday raises its SEQUENCE and marks it CANCELLED, the rest unchanged; undo restores it', async () => {
    const before = parseCalendar((await feed()).body).events;
    const cancel = await admin('PUT', '/api/admin/timetable/changes/2027-06-12', {
      status: 'cancelled',
      reason: 'high winds',
    });
    expect(cancel.statusCode).toBe(200);
    const day = (await days()).find((d) => d.date === '2027-06-12')!;
    expect(day).toMatchObject({ status: 'cancelled', reason: 'high winds', departures: [] });

    const after = parseCalendar((await feed()).body).events;
    const uid = 'running-day-2027-06-12@trains.example.org';
    expect(after.find((e) => e.uid === uid)).toMatchObject({ status: 'CANCELLED', sequence: 1 });
    const others = (list: typeof after) => list.filter((e) => e.uid !== uid).map((e) => [e.uid, e.sequence, e.status]);
    expect(others(after)).toEqual(others(before));

    expect((await admin('DELETE', '/api/admin/timetable/changes/2027-06-12')).statusCode).toBe(204);
    const undone = parseCalendar((await feed()).body).events.find((e) => e.uid === uid)!;
    expect(undone).toMatchObject({ status: 'CONFIRMED', sequence: 2 });
    expect((await days()).find((d) => d.date === '2027-06-12')!.status).toBe('scheduled');
  });

  it('changed hours move the event and keep only the departures inside them', async () => {
    const res = await admin('PUT', '/api/admin/timetable/changes/2027-07-03', {
      status: 'changed',
      reason: 'a wedding in the Valley Gardens',
      opens: '13:00',
      closes: '15:00',
    });
    expect(res.statusCode).toBe(200);
    const day = (await days()).find((d) => d.date === '2027-07-03')!;
    expect(day.departures[0]).toBe('13:00');
    expect(day.departures.at(-1)).toBe('15:00');
    const event = parseCalendar((await feed()).body).events.find((e) => e.uid.includes('2027-07-03'))!;
    expect(event.start.toISOString()).toBe('2027-07-03T12:00:00.000Z');
    expect(event.sequence).toBe(1);
  });

  it('answers 304 to a calendar app that already has this version, by ETag or by date', async () => {
    const first = await feed();
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['last-modified']).toBeTruthy();
    expect((await feed({ 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    expect((await feed({ 'if-modified-since': String(first.headers['last-modified']) })).statusCode).toBe(304);
    expect((await feed({ 'if-modified-since': 'Mon, 01 Jan 2024 00:00:00 GMT' })).statusCode).toBe(200);
  });

  it('gives one day as a single-event file to add to a calendar, and 404 for a day without trains', async () => {
    const res = await t.app.inject({ url: '/timetable/2027-04-03.ics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const { events } = parseCalendar(res.body);
    expect(events).toHaveLength(1);
    expect(events[0]!.start.toISOString()).toBe('2027-04-03T10:00:00.000Z');
    expect((await t.app.inject({ url: '/timetable/2027-04-04.ics' })).statusCode).toBe(404);
  });

  it('refuses bad input with a clear message and changes nothing; only admins may change the timetable', async () => {
    const before = (await feed()).headers.etag;
    const bad = await admin('POST', '/api/admin/timetable/patterns', { ...saturday, name: 'Late', closes: '10:00' });
    expect(bad.statusCode).toBe(400);
    const noDay = await admin('PUT', '/api/admin/timetable/changes/2027-06-13', { status: 'cancelled', reason: 'x' });
    expect(noDay.statusCode).toBe(404);
    const noReason = await admin('PUT', '/api/admin/timetable/changes/2027-06-19', {
      status: 'cancelled',
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const taken = await admin('POST', '/api/admin/timetable/patterns', { ...saturday, name: 'test saturday' });
    expect(taken.statusCode).toBe(409);
    expect((await feed()).headers.etag).toBe(before);

    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/timetable/changes/2027-06-19',
      payload: { status: 'cancelled', reason: 'x' },
      headers: { origin: t.config.publicUrl },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/timetable' })).statusCode).toBe(401);
  });

  it('a pattern in use cannot be removed; the admin view lists the rule in words', async () => {
    const view = (await t.app.inject({ url: '/api/admin/timetable', headers: { cookie } })).json() as AdminTimetable;
    expect(view.rules[0]!.description).toBe('Every Saturday from 20 March to 6 November 2027, except 1 May 2027');
    const res = await admin('DELETE', `/api/admin/timetable/patterns/${view.patterns[0]!.id}`);
    expect(res.statusCode).toBe(409);
  });
});

describe('the demo season', () => {
  // Two starts on the same data, each in a hook of its own: the second must add nothing.
  let dataDir: string;
  let databaseUrl: string | undefined;
  let again: TestApp;
  beforeAll(async () => {
    const first = await createTestApp();
    dataDir = first.dataDir;
    await first.app.close();
    databaseUrl = first.databaseUrl;
  });
  beforeAll(async () => {
    again = await createTestApp({ dataDir, databaseUrl });
  });
  afterAll(async () => {
    await again.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('follows facts.md for this year and next, and is added once only', async () => {
    const running = (await again.app.inject({ url: '/api/timetable' })).json() as RunningDay[];
    const dates = running.map((d) => d.date);
    expect(new Set(dates).size).toBe(dates.length);
    const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Isle_of_Man', year: 'numeric' }).format());
    const next = running.filter((d) => d.date.startsWith(`${year + 1}-`));
    const saturdays = next.filter((d) => d.patternName === 'Standard Saturday');
    expect(new Date(`${saturdays[0]!.date}T12:00:00Z`).getUTCDay()).toBe(6);
    expect(saturdays.at(-1)!.date.slice(5, 7)).toBe('09');
    expect(saturdays.every((d) => d.opens === '11:00' && d.closes === '16:30')).toBe(true);
    const ghost = next.filter((d) => d.patternName === 'Ghost Trains evening');
    expect(ghost.length).toBeGreaterThan(0);
    expect(ghost.every((d) => d.date.slice(5, 7) === '10')).toBe(true);
    expect(next.some((d) => d.patternName === 'Christmas market' && d.date.slice(5, 7) === '11')).toBe(true);
    // Easter Monday is a bank holiday in the season: the Saturday rule includes it.
    const admin = await loginCookie(again.app, ADMIN.email, ADMIN.password);
    const view = (
      await again.app.inject({ url: '/api/admin/timetable', headers: { cookie: admin } })
    ).json() as AdminTimetable;
    const easterMonday = view.bankHolidays.find((h) => h.name === 'Easter Monday' && h.date.startsWith(`${year + 1}`))!;
    expect(dates).toContain(easterMonday.date);
    expect(view.patterns).toHaveLength(3);
    // Added in one go, the rules are listed as they were added: the season's order, this year's first.
    expect(view.rules.map((r) => r.label)).toEqual(
      [year, year + 1].flatMap((y) => [
        `Saturdays ${y}, Easter to September`,
        `Ghost Trains ${y}, the last weekends of October`,
        `Christmas trains ${y}`,
      ]),
    );
  });
});
