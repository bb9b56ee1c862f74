import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/domains/accounts/passwords.ts';
import {
  drivers,
  fiftyMegabytes,
  hostileFiles,
  type MediaApp,
  mediaAppAsAdmin,
  minimalPdf,
  postMultipart,
  s3ServerForTheseTests,
} from './support/media-fixtures.ts';
import { loginCookie } from './support/test-app.ts';

const s3 = s3ServerForTheseTests();

const VOLUNTEER = { email: 'volunteer@example.org', password: 'Volunteer-Passw0rd' };

describe.each(drivers)('volunteer documents on %s storage', (driver) => {
  let t: MediaApp;
  let admin: string;
  let volunteer: string;
  beforeAll(async () => {
    ({ t, cookie: admin } = await mediaAppAsAdmin(driver, s3()));
    await t.app.database.db.insert(users).values({
      email: VOLUNTEER.email,
      name: 'Val Volunteer',
      role: 'volunteer',
      passwordHash: await hashPassword(VOLUNTEER.password),
    });
    volunteer = await loginCookie(t.app, VOLUNTEER.email, VOLUNTEER.password);
  });
  afterAll(() => t.close());

  const upload = async (files: { bytes: Buffer; fileName: string; type?: string }[], cookie = admin) => {
    return postMultipart(
      t.app,
      '/api/add-docs',
      files.map((f) => ['documents', f] as [string, typeof f]),
      cookie,
    );
  };
  const list = (cookie?: string) => t.app.inject({ url: '/api/files', headers: cookie ? { cookie } : {} });

  it('takes several documents at once and answers {message}', async () => {
    const res = await upload([
      { bytes: minimalPdf(), fileName: 'Volunteer_rota-2026.pdf', type: 'application/pdf' },
      { bytes: Buffer.from('Bring a hat.\nArrive at 10.'), fileName: 'what to bring.txt', type: 'text/plain' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Documents uploaded successfully' });
    const files = list(volunteer);
    const entries = (await files).json() as { label: string; url: string }[];
    expect(entries.map((e) => e.label)).toEqual(['Volunteer rota 2026', 'what to bring']);
    expect(entries[0]!.url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    // What the lists show of each: the name it downloads under, its type, its size and when it came.
    expect(entries[1]).toMatchObject({
      fileName: 'what-to-bring.txt',
      contentType: 'text/plain; charset=utf-8',
      sizeBytes: Buffer.byteLength('Bring a hat.\nArrive at 10.'),
      uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('lists the newest upload first, the same way every time', async () => {
    expect(
      (await upload([{ bytes: minimalPdf(), fileName: 'late notice.pdf', type: 'application/pdf' }])).statusCode,
    ).toBe(200);
    const labels = async () => ((await list(volunteer)).json() as { label: string }[]).map((e) => e.label);
    expect(await labels()).toEqual(['late notice', 'Volunteer rota 2026', 'what to bring']);
    expect(await labels()).toEqual(await labels());
    const [late] = (await list(admin)).json() as { url: string }[];
    expect((await t.app.inject({ method: 'DELETE', url: late!.url, headers: { cookie: admin } })).statusCode).toBe(204);
  });

  it('opens a PDF and plain text in the browser, never sniffed; text sandboxed, the PDF not (Chromium blocks a sandboxed PDF)', async () => {
    const [pdf, text] = (await list(volunteer)).json() as { url: string }[];
    const res = await t.app.inject({ url: pdf!.url, headers: { cookie: volunteer } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="Volunteer-rota-2026.pdf"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(res.rawPayload.equals(minimalPdf())).toBe(true);
    const txt = await t.app.inject({ url: text!.url, headers: { cookie: volunteer } });
    expect(txt.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(txt.headers['content-disposition']).toBe('inline; filename="what-to-bring.txt"');
    expect(txt.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('lets nobody who is not logged in list or download documents, even with the URL', async () => {
    const [pdf] = (await list(admin)).json() as { url: string }[];
    expect((await list()).statusCode).toBe(401);
    const res = await t.app.inject({ url: pdf!.url });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('PDF');
  });

  it('refuses HTML, SVG, a disguised script and a 50 MB file, keeping nothing from the upload', async () => {
    const before = await t.storage.list();
    const good = { bytes: minimalPdf(), fileName: 'fine.pdf' };
    for (const [file, status] of [
      [hostileFiles.htmlDocument, 415],
      [hostileFiles.svgWithScript, 415],
      [{ ...hostileFiles.phpAsJpeg, fileName: 'script.txt' }, 415],
      [{ bytes: fiftyMegabytes(), fileName: 'big.pdf' }, 413],
    ] as const) {
      const res = await upload([good, file]);
      expect(res.statusCode).toBe(status);
    }
    expect(await t.storage.list()).toEqual(before);
    expect(((await list(admin)).json() as unknown[]).length).toBe(2);
  });

  it('lets only an admin upload, relabel and remove documents', async () => {
    expect((await upload([{ bytes: minimalPdf(), fileName: 'x.pdf' }], volunteer)).statusCode).toBe(403);
    const [pdf, text] = (await list(admin)).json() as { id: string; url: string }[];
    const relabel = (cookie: string) =>
      t.app.inject({ method: 'PUT', url: pdf!.url, headers: { cookie }, payload: { label: 'Rota for 2026' } });
    expect((await relabel(volunteer)).statusCode).toBe(403);
    expect((await relabel(admin)).statusCode).toBe(200);
    const renamed = await t.app.inject({ url: pdf!.url, headers: { cookie: volunteer } });
    expect(renamed.headers['content-disposition']).toBe('inline; filename="Rota-for-2026.pdf"');
    const before = await t.storage.list('documents/');
    const removed = await t.app.inject({ method: 'DELETE', url: text!.url, headers: { cookie: admin } });
    expect(removed.statusCode).toBe(204);
    expect((await list(volunteer)).json()).toEqual([
      expect.objectContaining({ id: pdf!.id, label: 'Rota for 2026', url: pdf!.url, fileName: 'Rota-for-2026.pdf' }),
    ]);
    expect((await t.storage.list('documents/')).length).toBe(before.length - 1);
    expect((await t.app.inject({ url: text!.url, headers: { cookie: admin } })).statusCode).toBe(404);
  });
});
