import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '@lmr/shared/site-content';
import { parseCalendar } from './support/calendar-parser.ts';
import { adminCalls, dayFromToday, rosterFixture } from './support/roster.ts';
import { siteItemCalls } from './support/site-items.ts';
import { type AdminTestApp, createAdminTestApp, registeredCookie } from './support/test-app.ts';

describe('the calendar feeds name the railway and its address from the Site settings', () => {
  let t: AdminTestApp;
  let volunteer: string;
  let guardRole: string;
  const day = dayFromToday(10);

  beforeAll(async () => {
    t = await createAdminTestApp({ env: { DEMO_CONTENT: 'false', PUBLIC_URL: 'https://trains.example.org' } });
    volunteer = await registeredCookie(t.app, t.admin, {
      name: 'Anna Quayle',
      email: 'anna.quayle@example.org',
      password: 'Volunteer-Passw0rd',
      role: 'volunteer',
    });
    guardRole = (await rosterFixture(t, t.admin, [day], [{ name: 'Guard', places: 1 }])).roleIds.Guard!;
  });
  afterAll(() => t.close());

  const feeds = async (rosterPath: string) => {
    const texts = [
      (await t.app.inject({ url: '/timetable.ics' })).body,
      (await t.app.inject({ url: `/timetable/${day}.ics` })).body,
      (await t.app.inject({ url: rosterPath })).body,
    ];
    return texts.map((text) => parseCalendar(text).events);
  };

  it('follows an admin who publishes a new name and address, in the season feed, a day file and a duties feed', async () => {
    const asVolunteer = adminCalls(t, volunteer);
    expect((await asVolunteer('POST', '/api/roster/duties', { date: day, roleId: guardRole })).statusCode).toBe(201);
    const feedUrl = new URL((await asVolunteer('POST', '/api/roster/feed')).json<{ url: string }>().url).pathname;

    const site = siteItemCalls(
      () => t.app,
      () => t.admin,
    );
    const { data, etag } = await site.item<SiteSettings>('settings');
    const before = await feeds(feedUrl);
    for (const events of before.slice(0, 2)) {
      expect(events[0]!.location).toContain(data.address.street);
      expect(events[0]!.location).not.toContain('1 Engine Shed Lane');
    }

    const changed = {
      ...data,
      name: 'Laxey Heritage Line',
      address: { ...data.address, street: '1 Engine Shed Lane' },
    };
    const saved = await site.saveDraft('settings', changed, etag);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await site.publish('settings', saved.headers.etag as string)).statusCode).toBe(200);

    const after = await feeds(feedUrl);
    for (const events of after) {
      for (const event of events) expect(event.location).toContain('Laxey Heritage Line, 1 Engine Shed Lane');
    }
    for (const events of after.slice(0, 2)) expect(events[0]!.summary).toMatch(/^Laxey Heritage Line: /);
  });
});
