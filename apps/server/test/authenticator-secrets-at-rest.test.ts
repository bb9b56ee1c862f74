import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { generate } from 'otplib';
import { afterEach, describe, expect, it } from 'vitest';
import { everyRow } from './support/every-row.ts';
import { ADMIN, createTestApp, type TestApp } from './support/test-app.ts';

const engine = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

/** The code an authenticator app shows `stepsAhead` time steps from now (one step ahead is still accepted). */
const codeFor = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

const newKey = () => randomBytes(32).toString('base64');

async function logIn(t: TestApp) {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = `lmr_session=${res.cookies.find((c) => c.name === 'lmr_session')!.value}`;
  return { cookie, next: res.json<{ secondFactor?: string }>().secondFactor };
}

const post = (t: TestApp, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** The admin signs in with a code of the authenticator app, `stepsAhead` steps on (each step is taken once). */
async function signInWithCode(t: TestApp, secret: string, stepsAhead: number) {
  const { cookie, next } = await logIn(t);
  expect(next).toBe('verify');
  const verified = await post(t, '/api/second-factor/totp/verify', cookie, { code: await codeFor(secret, stepsAhead) });
  expect(verified.statusCode, verified.body).toBe(204);
}

const storedSecret = async (t: TestApp) =>
  (await t.app.database.query<{ secret: string }>('SELECT secret FROM totp_authenticators')).rows[0]!.secret;

// Up to three starts of the site a test: a ceiling for a busy shared machine, not a speed check.
describe(`authenticator secrets at rest on ${engine}`, { timeout: 180_000 }, () => {
  const started: TestApp[] = [];
  const dataDirs: string[] = [];
  /** The site started on the same data folder and database as `t`, with these settings, as a restart would. */
  const restart = async (t: TestApp, env: Record<string, string> = {}) => {
    await t.app.close();
    const again = await createTestApp({ dataDir: t.dataDir, databaseUrl: t.databaseUrl, env });
    started.push(again);
    return again;
  };
  const start = async (env: Record<string, string> = {}) => {
    const t = await createTestApp({ env });
    started.push(t);
    dataDirs.push(t.dataDir);
    return t;
  };
  afterEach(async () => {
    await Promise.all(started.splice(0).map((t) => t.app.close()));
    await Promise.all(dataDirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  /** Adds an authenticator app to the admin; `rows`: every table's rows after set-up and after confirming. */
  async function enrol(t: TestApp) {
    const { cookie } = await logIn(t);
    const setup = await post(t, '/api/second-factor/totp/setup', cookie);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    const pending = await everyRow(t.app.database);
    const confirmed = await post(t, '/api/second-factor/totp', cookie, { code: await codeFor(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { secret, rows: [pending, await everyRow(t.app.database)] };
  }

  it('keeps no authenticator secret in clear in any row, and its codes sign in', async () => {
    const t = await start();
    const { secret, rows } = await enrol(t);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    for (const dump of rows) expect(dump).not.toContain(secret);
    await signInWithCode(t, secret, 1);
    // The key was made at the first start, beside the database and not in it, for the server's user alone.
    const keyFile = await fs.stat(path.join(t.dataDir, 'authenticator-keys'));
    expect(keyFile.mode & 0o777).toBe(0o600);
  });

  it('seals the clear secret of an installation from before at its next start, and its codes go on working', async () => {
    const first = await start();
    const { secret } = await enrol(first);
    await first.app.database.query('UPDATE totp_authenticators SET secret = $1', [secret]);

    const t = await restart(first);
    const stored = await storedSecret(t);
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(secret);
    expect(await everyRow(t.app.database)).not.toContain(secret);
    await signInWithCode(t, secret, 1);
  });

  it('rotates the key: a new key first re-seals every secret at start, and the old key can then go', async () => {
    const oldKey = newKey();
    const rotated = newKey();
    const first = await start({ AUTHENTICATOR_KEYS: oldKey });
    const { secret } = await enrol(first);
    const underOldKey = await storedSecret(first);

    const during = await restart(first, { AUTHENTICATOR_KEYS: `${rotated},${oldKey}` });
    expect(await storedSecret(during)).not.toBe(underOldKey);

    const after = await restart(during, { AUTHENTICATOR_KEYS: rotated });
    await signInWithCode(after, secret, 1);
    // Nothing was written to the data folder: the keys come from the environment.
    await expect(fs.stat(path.join(after.dataDir, 'authenticator-keys'))).rejects.toThrow(/ENOENT/);
  });
});
