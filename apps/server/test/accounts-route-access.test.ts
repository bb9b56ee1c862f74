import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@lmr/shared/api-routes';
import type { RouteEntry } from '../src/plugins/route-table.ts';
import { ADMIN, createTestApp, loginCookie, type TestApp } from './support/test-app.ts';

const VOLUNTEER = { name: 'Val', email: 'val@example.org', password: 'Volunteer-Passw0rd-1' };

// Walks the server's own route table (collected as routes are added), not a list written here, so a
// route added later without the right rule fails this test.
describe('every /api route refuses whoever its rule keeps out', () => {
  let t: TestApp;
  let routes: RouteEntry[];
  const cookies: Record<'visitor' | 'volunteer' | 'admin', string | undefined> = {
    visitor: undefined,
    volunteer: undefined,
    admin: undefined,
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    cookies.admin = await loginCookie(t.app, ADMIN.email, ADMIN.password);
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { cookie: cookies.admin },
      payload: VOLUNTEER,
    });
    expect(reg.statusCode).toBe(201);
    cookies.volunteer = await loginCookie(t.app, VOLUNTEER.email, VOLUNTEER.password);
    routes = t.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD')
      // Logging out ends the session the other requests use, so it goes last.
      .sort((a, b) => Number(a.url === '/api/logout') - Number(b.url === '/api/logout'));
  });
  afterAll(() => t.close());

  const call = (route: RouteEntry, who: keyof typeof cookies) =>
    t.app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/:[A-Za-z]+/g, 'example'),
      headers: cookies[who] ? { cookie: cookies[who] } : {},
      ...(['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) ? { payload: {} } : {}),
    });

  it('finds every call of the API contract in the table, each with the rule the contract gives', () => {
    for (const c of Object.values(apiRoutes)) {
      const found = routes.find((r) => r.method === c.method && r.url === c.path);
      expect(found, `${c.method} ${c.path}`).toBeDefined();
      expect(found!.access, `${c.method} ${c.path}`).toBe(c.access);
    }
  });

  it('every route declares public, user, admin or gate', () => {
    for (const r of routes) expect(['public', 'user', 'admin', 'gate'], `${r.method} ${r.url}`).toContain(r.access);
  });

  it('answers visitors, volunteers and admins as each route declares, and never with a crash', async () => {
    const seen: string[] = [];
    for (const who of ['visitor', 'volunteer', 'admin'] as const) {
      for (const route of routes) {
        const res = await call(route, who);
        const name = `${who} ${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`;
        seen.push(name);
        // The volunteer here holds no qualification, so the gate (decision 136) is closed to them too.
        const keptOut =
          (['admin', 'gate'].includes(route.access!) && who !== 'admin') ||
          (route.access === 'user' && who === 'visitor');
        if (keptOut) expect(res.statusCode, name).toBe(who === 'visitor' ? 401 : 403);
        else expect([401, 403], name).not.toContain(res.statusCode);
        expect(res.statusCode, name).toBeLessThan(500);
        // Nothing said to a logged-in user, nor anything a route for users answers, may be kept by a
        // shared cache or the browser's history.
        if (who !== 'visitor' || route.access !== 'public') expect(res.headers['cache-control'], name).toBe('no-store');
      }
    }
    expect(seen.length).toBe(routes.length * 3);
  });

  it("refuses the spec's admin calls to a visitor (401) and a volunteer (403), and the files to a visitor", async () => {
    const admin = Object.values(apiRoutes).filter((c) => c.access === 'admin');
    expect(admin.map((c) => c.path)).toEqual(
      expect.arrayContaining([
        '/api/register',
        '/api/add-event',
        '/api/edit-event/:title',
        '/api/delete-event/:title',
        '/api/upload-image',
        '/api/send-newsletter',
        '/api/add-docs',
        '/api/add-poster',
      ]),
    );
    expect(apiRoutes.files.access).toBe('user');
  });
});

// The second factor is enforced in the auth hook, for every route: walked from the route table like the rest.
describe('a session that has not passed its second factor', () => {
  let t: TestApp;
  let routes: RouteEntry[];
  let pendingAdmin: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_SECOND_FACTOR: 'required' } });
    await t.app.ready();
    pendingAdmin = await loginCookie(t.app, ADMIN.email, ADMIN.password);
    routes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD',
    );
  });
  afterAll(() => t.close());

  const call = (route: RouteEntry) =>
    t.app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/:[A-Za-z]+/g, 'example'),
      headers: { cookie: pendingAdmin },
      ...(['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) ? { payload: {} } : {}),
    });

  it('gets 401 second_factor_required from every admin and user route but the second-factor steps', async () => {
    const guarded = routes.filter((r) => r.access !== 'public' && !r.secondFactorStep);
    expect(guarded.filter((r) => r.access === 'admin').length).toBeGreaterThan(40);
    for (const route of guarded) {
      const res = await call(route);
      const name = `${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`;
      expect(res.statusCode, name).toBe(401);
      expect(res.json().error.code, name).toBe('second_factor_required');
    }
  });

  it('reaches the second-factor steps, which are all for users and none for admins only', async () => {
    const steps = routes.filter((r) => r.secondFactorStep);
    expect(steps.length).toBeGreaterThan(5);
    for (const route of steps) {
      expect(route.access, `${route.method} ${route.url}`).toBe('user');
      const res = await call(route);
      expect(res.statusCode, `${route.method} ${route.url} -> ${res.body.slice(0, 120)}`).not.toBe(403);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
