import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEvent } from '@lmr/shared/history-events';
import { type AdminTestApp, createAdminTestApp, createTestApp, makeTempDir, type TestApp } from './support/test-app.ts';

async function allEvents(t: TestApp) {
  return (await t.app.inject('/api/get-all-events')).json() as HistoryEvent[];
}

async function rename(t: TestApp, cookie: string, event: HistoryEvent, name: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/edit-event/${encodeURIComponent(event.name)}`,
    headers: { cookie },
    payload: { ...event, name, gallery: event.galleryImages },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the kept answer of GET /api/get-all-events', () => {
  let a: AdminTestApp;
  beforeAll(async () => {
    a = await createAdminTestApp();
  });
  afterAll(() => a.close());

  it('shows a change made through this server at once, with a new ETag', async () => {
    const before = await a.app.inject('/api/get-all-events');
    const [first] = before.json() as HistoryEvent[];
    await rename(a, a.admin, first!, 'Renamed at once');
    const after = await a.app.inject({
      url: '/api/get-all-events',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((after.json() as HistoryEvent[]).map((e) => e.name)).toContain('Renamed at once');
  });

  // Only PostgreSQL can be shared by two servers; PGlite belongs to one process.
  if (process.env.TEST_DB !== 'postgres') return;
  it('shows a change made through another server within a second or so', async () => {
    const b = await createTestApp({ dataDir: await makeTempDir(), databaseUrl: a.databaseUrl });
    try {
      const [first] = await allEvents(b);
      await rename(a, a.admin, first!, 'Renamed elsewhere');
      await expect
        .poll(async () => (await allEvents(b)).map((e) => e.name), { timeout: 5_000, interval: 200 })
        .toContain('Renamed elsewhere');
    } finally {
      await b.close();
    }
  });
});
