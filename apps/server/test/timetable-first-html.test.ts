import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TimetableSummary } from '@lmr/shared/timetable';
import { ADMIN, createTestApp, loginCookie, type TestApp } from './support/test-app.ts';

// The real web build: what a visitor without JavaScript reads.
const webDist = path.resolve(import.meta.dirname, '../../web/dist/client');

const pattern = (name: string) => ({
  name,
  opens: '11:00',
  closes: '16:30',
  departures: { kind: 'interval', first: '11:00', last: '16:20', everyMinutes: 20 },
  fares: { adult: 300, child: 150, family: 800, membersFree: true },
  note: '',
});

/**
 * Sets this process's clock (Date only) to a time on the island (June: BST, an hour ahead of UTC). Pages
 * are read on the day a step is about. Admin calls are made on one planning day, already past, when the
 * 2027 season is inside the timetable's horizon (a year back, two ahead) in any real year, and a session
 * whose last use the database stamps by its own clock is never older than a week by this one.
 */
const islandTime = (date: string, time: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${date}T${time}:00+01:00`));
};
const planningTime = () => islandTime('2026-06-01', '12:00');

describe(`the timetable in every page's first HTML (server time zone ${process.env.TZ ?? 'unset'})`, () => {
  let t: TestApp;
  let cookie: string;
  const admin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie, origin: t.config.publicUrl } });
  const html = async (url: string) => (await t.app.inject({ url })).body;
  const summary = async () => (await t.app.inject({ url: '/api/timetable/summary' })).json<TimetableSummary>();
  const cancelDay = async (date: string, reason: string) => {
    planningTime();
    const cancel = await admin('PUT', `/api/admin/timetable/changes/${date}`, { status: 'cancelled', reason });
    expect(cancel.statusCode).toBe(200);
  };

  beforeAll(async () => {
    expect(fs.existsSync(path.join(webDist, 'pages/template.html')), 'run npm run build first').toBe(true);
    t = await createTestApp({ env: { WEB_DIST: webDist, DEMO_CONTENT: 'false' } });
    planningTime();
    cookie = await loginCookie(t.app, ADMIN.email, ADMIN.password);
    const usual = (await admin('POST', '/api/admin/timetable/patterns', pattern('Standard Saturday'))).json().id;
    const ghosts = (await admin('POST', '/api/admin/timetable/patterns', pattern('Ghost Trains evening'))).json().id;
    const rule = await admin('POST', '/api/admin/timetable/rules', {
      label: 'Summer 2027',
      patternId: usual,
      starts: '2027-06-01',
      ends: '2027-07-31',
      weekdays: ['FR', 'SA'],
    });
    expect(rule.statusCode).toBe(201);
    const extra = await admin('POST', '/api/admin/timetable/days', { date: '2027-06-19', patternId: ghosts });
    expect(extra.statusCode, extra.body).toBe(201);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  it('Home says the trains run today, and a cancellation puts a banner on every page at once', async () => {
    islandTime('2027-06-11', '12:00');
    let home = await html('/');
    expect(home).toMatch(/<h2 id="next-running-day-title">Running today<\/h2>/);
    expect(home).toMatch(/Friday,? 11 June 2027/);
    expect(home).not.toContain('Loading the timetable');
    expect(home).not.toContain('class="service-banner"');

    await cancelDay('2027-06-11', 'high winds');
    islandTime('2027-06-11', '12:00');
    for (const url of ['/', '/about', '/history', '/no-such-page']) {
      expect(await html(url), url).toMatch(/class="service-banner"[^>]*>.*No trains: high winds/s);
    }
    home = await html('/');
    expect(home).toContain('No trains: high winds');
    const timetable = await html('/timetable');
    expect(timetable).toMatch(/id="day-2027-06-11" class="day-entry day-cancelled"/);
    expect(timetable).not.toContain('Loading the timetable');
    // Search engines get each day as an Event at the site's whole address, cancelled.
    const events = [...timetable.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .flatMap((m) => [JSON.parse(m[1]!)].flat())
      .filter((d: { '@type'?: string }) => d['@type'] === 'Event');
    expect(events.find((e) => e.url === `${t.config.publicUrl}/timetable#day-2027-06-11`)).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
    });
  });

  it('rolls over at the railway’s midnight, not the server’s, without any change being made', async () => {
    islandTime('2027-06-11', '23:59');
    expect(await html('/')).toContain('No trains: high winds');
    islandTime('2027-06-12', '00:01');
    const home = await html('/');
    expect(home).not.toContain('class="service-banner"');
    expect(home).toMatch(/<h2 id="next-running-day-title">Running today<\/h2>/);
    expect(home).toMatch(/Saturday,? 12 June 2027/);
    expect(await summary()).toMatchObject({ today: '2027-06-12', todaysChange: null, next: { date: '2027-06-12' } });
  });

  it('names the coming days on a pattern other than the usual one as special', async () => {
    islandTime('2027-06-12', '09:00');
    const { specialDays } = await summary();
    expect(specialDays.map((d) => [d.date, d.patternName])).toEqual([['2027-06-19', 'Ghost Trains evening']]);
    expect(await html('/Ghosttrains')).toMatch(/Saturday,? 19 June 2027/);
    expect(await html('/')).toMatch(
      /<span class="home-card-dates">Next: Sat,? 19 June, Ghost Trains evening\.<\/span>/,
    );
  });

  it('leads from Home’s When we run to the timetable, and Ride on the Railway names the next day’s fares', async () => {
    islandTime('2027-06-12', '09:00');
    expect(await html('/')).toMatch(/<a [^>]*href="\/timetable"[^>]*>When we run<\/a>/);
    const ride = await html('/RideOnRailway');
    expect(ride).toContain('<p>Saturday, 12 June 2027: adult £3.00, child £1.50, family £8.00; members ride free.</p>');
    expect(ride).toMatch(/<a [^>]*href="\/timetable"[^>]*>Every running day, with its fares<\/a>/);
    expect(await html('/timetable')).toContain('Fares: adult £3.00, child £1.50, family £8.00; members ride free.');
  });

  it('when the next planned day is cancelled, Home says so before it names the next trains', async () => {
    await cancelDay('2027-06-18', 'a broken axle');
    islandTime('2027-06-17', '12:00');
    expect(await summary()).toMatchObject({ cancelled: { date: '2027-06-18' }, next: { date: '2027-06-19' } });
    const home = await html('/');
    expect(home).toMatch(
      /<p class="next-running-day-change">Friday,? 18 June 2027 cancelled: a broken axle\.<\/p><p class="next-running-day-date">Saturday,? 19 June 2027<\/p>/,
    );
    islandTime('2027-06-18', '12:00');
    expect((await summary()).cancelled).toBeNull();
  });
});
