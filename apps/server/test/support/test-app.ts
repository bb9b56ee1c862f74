import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { embeddedDatabaseDir } from '../../src/db/database.ts';
import { createDatabaseOn } from './postgres-cluster.ts';

export const ADMIN = { email: 'admin@example.org', password: 'Admin-Passw0rd-Test' };

/** A fresh, empty database for a test of migrations or restores: a new PGlite folder (undefined), or a new database on the test cluster. */
export async function freshDatabaseUrl(): Promise<string | undefined> {
  if (process.env.TEST_DB !== 'postgres') return undefined;
  return createDatabaseOn(inject('postgresUrl'));
}

export async function makeTempDir(prefix = 'lmr-test-') {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

/**
 * Copies a database folder (1,200 files) to `to`, which must not exist yet. The system's `cp -a` takes a tenth of
 * a second; Node's fs.cp took 0.7 s of CPU, file by file in JavaScript, in every PGlite test app (decision 089).
 */
async function copyFolder(from: string, to: string) {
  await fs.mkdir(path.dirname(to), { recursive: true });
  await promisify(execFile)('cp', ['-a', from, to]);
}

/** A new embedded database in `dataDir`: a copy of the empty one made before the tests (pglite-global-setup.ts). */
export async function copyEmptyEmbeddedDatabase(dataDir: string) {
  await copyFolder(inject('emptyEmbeddedDatabase'), embeddedDatabaseDir(dataDir));
}

/**
 * A new database with every migration applied, for a test app whose data folder is `dataDir`: a copy of the
 * one made before the tests (support/*-global-setup.ts), in that folder or on the test cluster (its URL).
 */
export async function migratedDatabase(dataDir: string): Promise<string | undefined> {
  if (process.env.TEST_DB === 'postgres') return createDatabaseOn(inject('postgresUrl'), inject('migratedTemplate'));
  await copyFolder(inject('migratedEmbeddedDatabase'), embeddedDatabaseDir(dataDir));
  return undefined;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Reuse a data folder or database, as a second start would. */
  dataDir?: string;
  databaseUrl?: string;
  /** Where log lines go, for a test that reads them; silent otherwise. */
  logger?: BuildOptions['logger'];
  /** A test's own payment purposes, handed to the payments plugin as app.ts hands the domains'. */
  paymentPurposes?: BuildOptions['paymentPurposes'];
}

export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = options.dataDir ?? (await makeTempDir());
  const databaseUrl = options.databaseUrl ?? (options.dataDir ? undefined : await migratedDatabase(dataDir));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Tests log in by password alone through loginCookie; second-factor tests pass ADMIN_SECOND_FACTOR: 'required'.
    ADMIN_SECOND_FACTOR: 'optional',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const app = await buildApp(config, {
    logger: options.logger ?? false,
    checkResponses: true,
    paymentPurposes: options.paymentPurposes,
  });
  return {
    app,
    config,
    dataDir,
    databaseUrl,
    close: async () => {
      await app.close();
      if (!options.dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A test app with its admin signed in: `admin` is the session cookie to send with admin calls. */
export async function createAdminTestApp(options: TestAppOptions = {}) {
  const testApp = await createTestApp(options);
  return { ...testApp, admin: await loginCookie(testApp.app, ADMIN.email, ADMIN.password) };
}

export type AdminTestApp = Awaited<ReturnType<typeof createAdminTestApp>>;

/** Logs in through the API (from the browser `headers` name) and returns the session cookie to send with later requests. */
export async function loginCookie(
  app: TestApp['app'],
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', headers, payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'lmr_session');
  if (!cookie) throw new Error('login set no session cookie');
  return `lmr_session=${cookie.value}`;
}

/** An admin registers an account through the API; returns that account's session cookie. */
export async function registeredCookie(
  app: TestApp['app'],
  adminCookie: string,
  account: { name: string; email: string; password: string; role: string },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { cookie: adminCookie },
    payload: account,
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return loginCookie(app, account.email, account.password);
}

/**
 * Double opt-in is on by default; this switches it off through the admin call, as an admin importing a
 * list whose consent was gathered elsewhere would, so that footer signups are active at once.
 */
export async function signupsActiveAtOnce(app: TestApp['app'], adminCookie: string) {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/admin/newsletter-settings',
    headers: { cookie: adminCookie },
    payload: { doubleOptIn: false },
  });
  if (res.statusCode !== 200) throw new Error(`double opt-in not switched off: ${res.statusCode} ${res.body}`);
}

/** Subscribes each address through the footer's call, each from an address of its own in `network` (x.y.z). */
export async function subscribeEach(app: TestApp['app'], emails: string[], network: string) {
  for (const [i, email] of emails.entries()) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/submit-email',
      payload: { email },
      remoteAddress: `${network}.${i + 1}`,
    });
    if (res.statusCode !== 200) throw new Error(`signup of ${email} refused: ${res.statusCode} ${res.body}`);
  }
}

/** What a job's handler and sweep work with, from a test app: to run a sweep now, as every process does. */
export const jobContext = (t: TestApp) => ({
  database: t.app.database,
  mailer: t.app.mailer,
  config: t.config,
  log: t.app.log,
  queue: t.app.mailQueue,
});
