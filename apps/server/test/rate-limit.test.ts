import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hitRateLimit, resetRateLimit } from '../src/domains/abuse/rate-limit.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe('the shared rate limiter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('allows the limit, refuses the next hit, and counts keys apart', async () => {
    const rule = { limit: 3, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(t.app.database, 'test:a', rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterS).toBeGreaterThan(0);
    expect((await hitRateLimit(t.app.database, 'test:b', rule)).allowed).toBe(true);
  });

  it('starts a new window once the old one has passed, and forgets a key on reset', async () => {
    // Long enough that two hits land in one window even on a busy machine.
    const rule = { limit: 1, windowMs: 1_500 };
    expect((await hitRateLimit(t.app.database, 'test:c', rule)).allowed).toBe(true);
    expect((await hitRateLimit(t.app.database, 'test:c', rule)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1_600));
    expect((await hitRateLimit(t.app.database, 'test:c', rule)).allowed).toBe(true);
    await resetRateLimit(t.app.database, 'test:c');
    expect((await hitRateLimit(t.app.database, 'test:c', rule)).hits).toBe(1);
  });

  it('counts concurrent hits exactly', async () => {
    const rule = { limit: 100, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(t.app.database, 'test:d', rule)));
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
