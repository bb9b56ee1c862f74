import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEvent } from '@lmr/shared/history-events';
import { createMediaApp, type Driver, drivers, type S3Server, startS3Server } from './support/media-fixtures.ts';
import { ADMIN, loginCookie } from './support/test-app.ts';

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

describe.each(drivers)('the demo content on %s storage', (driver: Driver) => {
  it('is there after a first start, once, and stays as the admin left it across restarts', async () => {
    const first = await createMediaApp(driver, s3, { env: { DEMO_CONTENT: 'true' } });
    const dataDir = first.dataDir;
    try {
      const events = (await first.app.inject({ url: '/api/get-all-events' })).json() as HistoryEvent[];
      expect(events.length).toBe(6);
      expect(events[0]!.name).toBe('A waiting carriage from Groudle Glen');
      const image = await first.app.inject({ url: events[0]!.image });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.headers['content-security-policy']).toContain("default-src 'none'");
      const poster = await first.app.inject({ url: '/api/poster-location' });
      expect((await first.app.inject({ url: poster.body })).statusCode).toBe(200);
      const cookie = await loginCookie(first.app, ADMIN.email, ADMIN.password);
      const files = (await first.app.inject({ url: '/api/files', headers: { cookie } })).json() as { url: string }[];
      expect(files.length).toBe(2);
      const doc = await first.app.inject({ url: files[0]!.url, headers: { cookie } });
      // A PDF a phone opens in the browser, not Markdown it cannot.
      expect(doc.headers['content-type']).toBe('application/pdf');
      expect(doc.headers['content-disposition']).toMatch(/^inline; filename=".+\.pdf"$/);
      expectWellFormedPdf(doc.rawPayload);
      // Its title, as the Markdown's heading, in bold.
      expect(doc.rawPayload.toString('latin1')).toMatch(/\/F2 11 Tf \(.*\\\(demo\\\)\) Tj/);
      await first.app.inject({
        method: 'DELETE',
        url: `/api/delete-event/${encodeURIComponent(events[0]!.name)}`,
        headers: { cookie },
      });
    } finally {
      await first.app.close();
    }
    // A restart on the same data (and, on PostgreSQL, two servers starting together) seeds nothing more.
    const again = await Promise.all(
      (first.databaseUrl ? [1, 2] : [1]).map(() =>
        createMediaApp(driver, s3, { dataDir, databaseUrl: first.databaseUrl, env: first.env }),
      ),
    );
    try {
      for (const t of again) {
        expect(((await t.app.inject({ url: '/api/get-all-events' })).json() as unknown[]).length).toBe(5);
        const cookie = await loginCookie(t.app, ADMIN.email, ADMIN.password);
        expect(((await t.app.inject({ url: '/api/files', headers: { cookie } })).json() as unknown[]).length).toBe(2);
      }
      expect((await again[0]!.storage.list('documents/')).length).toBe(2);
    } finally {
      await Promise.all(again.map((t) => t.app.close()));
    }
    // Three server starts (each hashing the admin's password) take a while on a busy machine.
  }, 120_000);
});

/** The file's own table of contents holds: each object where the cross-reference table says it starts. */
function expectWellFormedPdf(bytes: Buffer) {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);
  const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
  expect(text.slice(xref, xref + 4)).toBe('xref');
  const entries = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  expect(entries.length).toBeGreaterThan(4);
  entries.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
}
