import { describe, expect, it } from 'vitest';
import { serverOnOwnPostgres } from '../support/drill-server.ts';

interface Tally {
  /** Clean answers: anything under 500 (a 401 for an unknown session is a clean answer). */
  ok: number;
  unavailable: number;
  /** Server errors other than 503, and requests that got no answer (0). */
  other: number[];
}

/** Sends requests one after another on a few connections until told to stop; every answer is tallied. */
function traffic(url: string, paths: string[], workers = 4) {
  const tally: Tally = { ok: 0, unavailable: 0, other: [] };
  let running = true;
  const loops = Array.from({ length: workers }, async (_, w) => {
    for (let i = 0; running; i++) {
      const path = paths[(i + w) % paths.length]!;
      try {
        // A session cookie makes the API look the session up, so the request really needs the database.
        const res = await fetch(url + path, {
          headers: { cookie: 'lmr_session=unknown' },
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        if (res.status < 500) tally.ok++;
        else if (res.status === 503) tally.unavailable++;
        else tally.other.push(res.status);
      } catch {
        tally.other.push(0);
      }
    }
  });
  return {
    tally,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe('PostgreSQL stopped and restarted under traffic', () => {
  const drill = serverOnOwnPostgres();

  it('turns /healthz 503 and back, fails requests cleanly meanwhile, and recovers without a restart', async () => {
    const load = traffic(drill.server.url, ['/healthz', '/api/profile', '/', '/about']);
    // A visitor has read /about while the database answered, so its page is drawn and kept; and the traffic is
    // under way. (A fixed second was not always enough on a busy machine: /about then met the outage undrawn.)
    expect((await fetch(`${drill.server.url}/about`)).status).toBe(200);
    await expect.poll(() => load.tally.ok, { timeout: 15_000 }).toBeGreaterThan(4);
    drill.cluster.stop();
    await expect.poll(async () => (await fetch(`${drill.server.url}/healthz`)).status, { timeout: 15_000 }).toBe(503);
    const profileWhileDown = await fetch(`${drill.server.url}/api/profile`, { headers: { cookie: 'lmr_session=abc' } });
    expect(profileWhileDown.status).toBe(503);
    expect(await profileWhileDown.json()).toEqual({
      error: { code: 'unavailable', message: 'Something went wrong. Please try again later.' },
    });
    // Pages need no database: visitors can still read the site.
    expect((await fetch(`${drill.server.url}/about`)).status).toBe(200);
    // The traffic, too, has met the outage before the database comes back (a busy machine may lag).
    await expect.poll(() => load.tally.unavailable, { timeout: 15_000 }).toBeGreaterThan(0);
    drill.cluster.start();
    await expect.poll(async () => (await fetch(`${drill.server.url}/healthz`)).status, { timeout: 30_000 }).toBe(200);
    await load.stop();
    expect(load.tally.other).toEqual([]);
    expect(load.tally.unavailable).toBeGreaterThan(0);
    expect(load.tally.ok).toBeGreaterThan(0);
    const login = await fetch(`${drill.server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.org', password: 'Admin-Passw0rd-Test' }),
    });
    expect(login.status).toBe(200);
    expect(drill.server.child.exitCode).toBeNull();
  });
});
