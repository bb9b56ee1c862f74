import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe('sitemap.xml and robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://trains.example.org/' } });
  });
  afterAll(() => t.close());

  it('lists every public screen as an absolute address from PUBLIC_URL, and nothing private', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/', '/about', '/trains', '/books', '/donate', '/trust', '/location', '/history', '/contact'])
      expect(locs).toContain(`https://trains.example.org${path}`);
    for (const path of [
      '/sponsors',
      '/other-links',
      '/privacy-policy',
      '/RideOnRailway',
      '/Ghosttrains',
      '/timetable',
      '/timetable.ics',
      '/book',
      '/join',
    ])
      expect(locs).toContain(`https://trains.example.org${path}`);
    const screens = locs.filter((l) => !l!.includes('/history/'));
    expect(screens).toHaveLength(22);
    // And a page per history event (the demo content's, here).
    expect(locs.length).toBeGreaterThan(screens.length);
    expect(res.body).not.toMatch(/admin|volunteer|login|unauthorized|unsubscribe/i);
  });

  it('robots.txt keeps crawlers out of the admin, API and volunteer areas and points to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Disallow: /api');
    expect(res.body).toContain('Disallow: /volunteer');
    expect(res.body).toContain('Sitemap: https://trains.example.org/sitemap.xml');
  });
});
