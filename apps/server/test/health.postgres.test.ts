import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Only PostgreSQL can become unreachable while the server runs (PGlite lives inside the process):
// files named *.postgres.test.ts run in the server-postgres project only.
describe('health while PostgreSQL comes and goes', () => {
  let t: TestApp;
  let admin: pg.Client;
  let dbName: string;
  beforeAll(async () => {
    t = await createTestApp();
    dbName = new URL(t.databaseUrl!).pathname.slice(1);
    admin = new pg.Client({ connectionString: inject('postgresUrl') });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await t.close();
  });

  async function cutOff(allow: boolean) {
    await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS ${allow}`);
    if (!allow)
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [dbName]);
  }

  it('answers 503 while the database refuses connections, then 200 again without a restart', async () => {
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    await cutOff(false);
    const down = await t.app.inject('/healthz');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable' });
    const api = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@b.co', password: 'x' } });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('5');
    expect(api.json().error.message).toBe('Something went wrong. Please try again later.');
    await cutOff(true);
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  });

  // pg emits 'error' on a connection that drops while checked out of the pool (a transaction, a lock). With no
  // listener that was an uncaught exception: the server died, and a test app never finished closing.
  it('fails a transaction whose connection PostgreSQL drops, and goes on serving once the database is back', async () => {
    // Its failure may arrive before cutOff's own answer: caught from the start, looked at after.
    const outcome = t.app.database.db.transaction((tx) => tx.execute(sql`SELECT pg_sleep(30)`)).catch((err) => err);
    await expect.poll(() => sleepers(), { timeout: 20_000 }).toBe(1);
    await cutOff(false);
    expect(await outcome).toBeInstanceOf(Error);
    await cutOff(true);
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  });

  async function sleepers() {
    const { rows } = await admin.query(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND query LIKE '%pg_sleep(30)%'",
      [dbName],
    );
    return rows[0].n as number;
  }
});
