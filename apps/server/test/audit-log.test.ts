import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@lmr/shared/api-routes';
import { auditWords } from '@lmr/shared/audit-words';
import type { AuditEntry } from '@lmr/shared/audit';
import { recordAudit } from '../src/domains/audit/audit-repository.ts';
import { isAudited } from '../src/domains/audit/audit-plugin.ts';
import { ADMIN, type AdminTestApp, createAdminTestApp, loginCookie } from './support/test-app.ts';
import { postNewsletter } from './support/newsletter.ts';

const VOLUNTEER = { name: 'Val', email: 'val@example.org', password: 'Volunteer-Passw0rd-1' };

describe('the audit log', () => {
  let t: AdminTestApp;
  let volunteer: string;

  const read = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: { cookie: t.admin } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ entries: AuditEntry[]; more: boolean }>();
  };

  beforeAll(async () => {
    t = await createAdminTestApp();
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { cookie: t.admin, 'x-forwarded-for': '203.0.113.9' },
      payload: VOLUNTEER,
    });
    expect(reg.statusCode).toBe(201);
    volunteer = await loginCookie(t.app, VOLUNTEER.email, VOLUNTEER.password);
  });
  afterAll(() => t.close());

  it('records who registered whom, when and from where', async () => {
    const [entry] = (await read()).entries;
    expect(entry).toMatchObject({
      actorEmail: ADMIN.email,
      action: 'registered an account',
      method: 'POST',
      path: '/api/register',
      status: 201,
      details: `Account ${VOLUNTEER.email} (volunteer)`,
    });
    expect(Date.now() - Date.parse(entry!.at)).toBeLessThan(60_000);
    expect(entry!.ip).toMatch(/^(127\.0\.0\.1|203\.0\.113\.9)$/);
  });

  // Walks the server's own route table, so an admin route added later is covered without a list here.
  it('holds an entry for every admin call that can change something, made by an admin', async () => {
    const writes = t.app.routeTable.filter((r) => isAudited(r) && r.url !== '/api/logout');
    expect(writes.length).toBeGreaterThan(15);
    for (const route of writes) {
      const url = route.url.replace(/:[A-Za-z]+/g, 'audit-probe');
      const res = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: { cookie: t.admin },
        payload: {},
      });
      const [latest] = (await read()).entries;
      const what = `${route.method} ${route.url} -> ${res.statusCode}`;
      expect(latest, what).toMatchObject({
        method: route.method,
        path: url,
        status: res.statusCode,
        actorEmail: ADMIN.email,
      });
      // In plain words, said once for the call beside the route table: no developer text.
      // Fastify answers HEAD for each GET (an audited export's) with the GET's handler: it is that call.
      const method = route.method === 'HEAD' ? 'GET' : route.method;
      const name = Object.entries(apiRoutes).find(([, r]) => r.method === method && r.path === route.url)?.[0];
      expect(latest!.action, what).toBe(auditWords[name as keyof typeof auditWords]);
      expect(latest!.action, what).toBeTruthy();
      expect(`${latest!.action} ${latest!.details}`, what).not.toMatch(
        /If-Match|answer \d|(GET|POST|PUT|DELETE) \/api/,
      );
    }
  });

  it('reads an entry recorded before the log had words in the words of its call', async () => {
    await recordAudit(t.app.database.db, {
      actorId: null,
      actorEmail: ADMIN.email,
      actorName: 'Ann',
      action: 'Publish a site item’s draft, keeping a revision (If-Match)',
      method: 'POST',
      path: '/api/admin/site/items/home/publish',
      status: 200,
      ip: '127.0.0.1',
      details: 'Published home',
    });
    expect((await read()).entries[0]).toMatchObject({
      action: 'published the site’s words',
      details: 'Published home',
    });
  });

  it('records nothing for a preview, which changes nothing however often an editor asks for it', async () => {
    const before = (await read()).entries[0]!.id;
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site/markdown-preview',
      headers: { cookie: t.admin },
      payload: { markdown: '# Opening times' },
    });
    expect(preview.statusCode).toBe(200);
    const newsletter = await postNewsletter(t.app, t.admin, '/api/admin/newsletter-preview', {
      title: 'Preview',
      subject: 'Preview',
      message: 'A preview of the newsletter. '.repeat(3),
    });
    expect(newsletter.statusCode).toBe(200);
    expect((await read()).entries[0]!.id).toBe(before);
  });

  it('records nothing for reading, nor for a volunteer who is refused', async () => {
    const before = (await read()).entries[0]!.id;
    await t.app.inject({ method: 'GET', url: '/api/accounts', headers: { cookie: t.admin } });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/files/x',
      headers: { cookie: volunteer },
    });
    expect(refused.statusCode).toBe(403);
    expect((await read()).entries[0]!.id).toBe(before);
  });

  it('filters by words and by day, and pages newest first', async () => {
    const found = await read(`?q=${encodeURIComponent(VOLUNTEER.email)}`);
    expect(found.entries.map((e) => e.details)).toContain(`Account ${VOLUNTEER.email} (volunteer)`);
    expect(found.entries.every((e) => JSON.stringify(e).includes(VOLUNTEER.email))).toBe(true);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await read(`?from=${tomorrow}`)).entries).toEqual([]);
    const all = await read();
    const older = await read(`?before=${all.entries[0]!.id}`);
    expect(older.entries[0]!.id).toBeLessThan(all.entries[0]!.id);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/audit?from=soon', headers: { cookie: t.admin } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.from).toBe('Use a date like 2026-05-01.');
  });

  it('is only read through the site, and the database refuses to change or remove an entry', async () => {
    const calls = t.app.routeTable.filter((r) => r.url.startsWith('/api/admin/audit'));
    expect(calls.map((r) => r.method).filter((m) => m !== 'HEAD')).toEqual(['GET']);
    const volunteerRead = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { cookie: volunteer },
    });
    expect(volunteerRead.statusCode).toBe(403);
    await expect(t.app.database.query("UPDATE audit_log SET actor_email = 'someone@else'")).rejects.toThrow(
      /append-only/,
    );
    await expect(t.app.database.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
  });
});
