import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminTestApp, createAdminTestApp, registeredCookie } from './support/test-app.ts';

const SERVICE = '192.0.2.10';
const MISSES_ALLOWED = 30;

/** A calendar address of the right shape that nobody was given. */
const strangerPath = () => `/roster/${randomBytes(32).toString('base64url').slice(0, 43)}.ics`;

describe('the duties calendar at an address where other feeds miss', () => {
  let t: AdminTestApp;
  const feeds: string[] = [];
  const fetchFeed = (url: string, remoteAddress: string) => t.app.inject({ url, remoteAddress });

  beforeAll(async () => {
    t = await createAdminTestApp({ env: { DEMO_CONTENT: 'false' } });
    for (const n of [1, 2]) {
      const volunteer = await registeredCookie(t.app, t.admin, {
        name: `Volunteer ${n}`,
        email: `volunteer-${n}@example.org`,
        password: 'Volunteer-Passw0rd-1',
        role: 'volunteer',
      });
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/roster/feed',
        headers: { cookie: volunteer, origin: t.config.publicUrl },
      });
      feeds.push(new URL(made.json<{ url: string }>().url).pathname);
    }
  });
  afterAll(() => t.close());

  it('serves every valid feed to a calendar service whose other feeds were revoked, however many misses it had', async () => {
    for (let i = 0; i < MISSES_ALLOWED; i++) expect((await fetchFeed(strangerPath(), SERVICE)).statusCode).toBe(404);
    const refused = await fetchFeed(strangerPath(), SERVICE);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_requests');
    for (const feed of feeds) {
      const res = await fetchFeed(feed, SERVICE);
      expect(res.statusCode, feed).toBe(200);
      expect(res.body).toContain('BEGIN:VCALENDAR');
    }
  });

  it('counts a stranger guessing from fresh IPv6 addresses by the /64 they all come from', async () => {
    const inNetwork = (i: number) => `2001:db8:7:42:${(i + 1).toString(16)}::1`;
    for (let i = 0; i < MISSES_ALLOWED; i++) {
      expect((await fetchFeed(strangerPath(), inNetwork(i))).statusCode).toBe(404);
    }
    expect((await fetchFeed(strangerPath(), inNetwork(MISSES_ALLOWED))).statusCode).toBe(429);
    expect((await fetchFeed(strangerPath(), '2001:db8:7:43::1')).statusCode).toBe(404);
    expect((await fetchFeed(feeds[0]!, inNetwork(MISSES_ALLOWED + 1))).statusCode).toBe(200);
  });
});
