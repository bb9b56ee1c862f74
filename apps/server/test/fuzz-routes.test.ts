import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index.ts';
import { createSession } from '../src/domains/sessions/sessions-repository.ts';
import { ADMIN, createTestApp, type TestApp } from './support/test-app.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

/**
 * A long value, 5,000 to 20,000 characters: a random piece repeated. Drawn character by character, these strings
 * were a third of this file's time, spent in the test, not the server; the limits they meet count characters.
 */
const longString = fc
  .tuple(fc.string({ minLength: 1, maxLength: 100 }), fc.integer({ min: 5_000, max: 20_000 }))
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));
// What a careless or hostile client sends: wrong types, huge values, odd encodings, script and SQL.
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '../../etc/passwd',
    '%00%2e%2e%2f',
    '\u0000',
    '\uFEFF\u202E',
    '{{7*7}}',
    '${jndi:ldap://x}',
  ),
  longString,
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 5 }),
);
const fieldNames = [
  'email',
  'password',
  'name',
  'title',
  'message',
  'subject',
  'description',
  'role',
  'token',
  'oldPassword',
  'newPassword',
  'imageLink',
  'gallery',
  'label',
] as const;
const hostileBody = fc.oneof(fc.dictionary(fc.constantFrom(...fieldNames), hostileValue), hostileValue);

/** The JSON body limit of the app (app.ts): the largest body any JSON route accepts. */
const BODY_LIMIT = 1024 * 1024;
/** What makes a backtracking pattern slow: long runs it can split many ways, then a last character it refuses (not a space: fields are trimmed). */
const pathological = (length: number) => [
  `a@${'.'.repeat(length)}<`,
  `a@b${'.b'.repeat(length / 2)}.`,
  'a@'.repeat(length / 2),
  `${'['.repeat(length / 2)}${']'.repeat(length / 2)}`,
  `${'{"a":'.repeat(length / 5)}`,
  `${'\u{1F682}'.repeat(length / 2)}x`,
  `${'a'.repeat(length)}!`,
];
const contentType = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data',
  'application/json; charset=latin1',
  'application/octet-stream',
);
const rawPayload = fc.oneof(
  hostileBody.map((b) => JSON.stringify(b) ?? 'null'),
  fc.string({ unit: 'binary', maxLength: 500 }),
  fc.constant('--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nnot an image\r\n--xyz'),
  fc.constant('{"email": '),
);

/**
 * A stack frame ("at async name (/path/file.ts:1:2)", "at /path/file.js:1:2"), a dependency's path, or an error's name.
 * No `.+` before the file name: on a list of events (90 KB of JSON, every "at " a start) it backtracked for 0.3 s
 * a body, a quarter of this file's time.
 */
const stackTrace = /\bat (?:[^\s(]+ ){0,4}\(?\S+\.(?:ts|js):\d+|node_modules|Error: /;

describe('every API route against thousands of malformed requests', () => {
  let t: TestApp;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const [admin] = await t.app.database.db.select().from(users).where(eq(users.email, ADMIN.email));
    adminId = admin!.id;
  });
  // A fresh admin session per route: fuzzing /api/logout ends the last one, and fuzzing /api/login
  // trips the login throttle for this address, so the session is made directly.
  const adminSession = async () => `lmr_session=${await createSession(t.app.database.db, adminId)}`;
  afterAll(() => t.close());
  const apiRoutes = () =>
    t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD');

  it('answers each with a clean status under 500, no stack trace and no HTML', { timeout: 600_000 }, async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(20);
    let sent = 0;
    for (const route of routes) {
      const adminCookie = await adminSession();
      await fc.assert(
        fc.asyncProperty(
          hostileString,
          rawPayload,
          contentType,
          fc.boolean(),
          async (param, payload, type, asAdmin) => {
            const url = route.url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(param).slice(0, 2_000) || 'x');
            const res = await t.app.inject({
              method: route.method as 'GET',
              url,
              headers: { 'content-type': type, ...(asAdmin ? { cookie: adminCookie } : {}) },
              payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : payload,
            });
            sent++;
            const problem = `${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, problem).toBeLessThan(500);
            expect(res.body, problem).not.toMatch(stackTrace);
            expect(String(res.headers['content-type'] ?? ''), problem).not.toMatch(/html/);
          },
        ),
        { numRuns: RUNS },
      );
    }
    expect(sent).toBeGreaterThan(3_000);
  });

  // The second kind of failure: slowness. One second of the server thread's own CPU time is a hundred times a
  // normal answer: not a performance figure but the line past which one request holds the only thread while
  // every other visitor waits. CPU time, not the clock's: a busy machine lengthens the one, never the other.
  it('answers the largest pathological body every route accepts in a CPU second', { timeout: 600_000 }, async () => {
    const routes = apiRoutes();
    const adminCookie = await adminSession();
    // All fields sharing the limit, then each field alone at nearly all of it: whichever one a route reads.
    // Each body written out once: a megabyte stringified for every route was a sixth of this file's time.
    const bodies = [
      ...pathological(Math.floor((BODY_LIMIT - 1_000) / fieldNames.length / 2)).map((evil) =>
        Object.fromEntries(fieldNames.map((f) => [f, evil])),
      ),
      ...pathological(BODY_LIMIT - 1_000).map((evil) => ({ email: evil, password: 'x' })),
    ].map((body) => ({
      payload: JSON.stringify(body),
      param: encodeURIComponent(String(Object.values(body)[0]).slice(0, 200)),
    }));
    let sent = 0;
    for (const route of routes) {
      for (const [i, { payload, param }] of bodies.entries()) {
        const started = process.threadCpuUsage();
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:[A-Za-z]+/g, param),
          // A fresh address each time, so the rate limits let every body reach validation.
          remoteAddress: `10.${sent >> 16}.${(sent >> 8) & 255}.${sent & 255}`,
          headers: { 'content-type': 'application/json', ...(i % 2 ? { cookie: adminCookie } : {}) },
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : payload,
        });
        const spent = process.threadCpuUsage(started);
        const ms = (spent.user + spent.system) / 1_000;
        sent++;
        const what = `${route.method} ${route.url} body ${i} -> ${res.statusCode} in ${Math.round(ms)} ms of CPU`;
        expect(res.statusCode, what).toBeLessThan(500);
        expect(ms, what).toBeLessThan(1_000);
      }
    }
    expect(sent).toBeGreaterThan(100);
  });
});
