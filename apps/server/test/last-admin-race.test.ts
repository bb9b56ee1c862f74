import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { feedbackMessages } from '@lmr/shared/messages';
import { ADMIN_CHANGE_LOCK } from '../src/domains/accounts/accounts-repository.ts';
import { ADMIN, createTestApp, loginCookie, type TestApp } from './support/test-app.ts';

const SECOND = { name: 'Second Admin', email: 'second@example.org', password: 'Second-Admin-Passw0rd', role: 'admin' };

const demote = (id: string) => ({
  method: 'PUT' as const,
  url: `/api/accounts/${id}/role`,
  payload: { role: 'volunteer' },
});
const remove = (id: string) => ({ method: 'DELETE' as const, url: `/api/accounts/${id}` });

// Two admins demoting (or removing) each other at the same instant must leave the railway one admin.
describe('the last-admin guard under two requests at once', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it.each([
    ['demote', demote],
    ['remove', remove],
  ])('lets one of two admins who %s each other at once win, and refuses the other', async (_, request) => {
    const first = await loginCookie(t.app, ADMIN.email, ADMIN.password);
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { cookie: first },
      payload: SECOND,
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const second = await loginCookie(t.app, SECOND.email, SECOND.password);
    const list = (await t.app.inject({ url: '/api/accounts', headers: { cookie: first } })).json() as {
      id: string;
      email: string;
    }[];
    const idOf = (email: string) => list.find((a) => a.email === email)!.id;

    const answers = await atOnce(() =>
      Promise.all([
        t.app.inject({ ...request(idOf(SECOND.email)), headers: { cookie: first } }),
        t.app.inject({ ...request(idOf(ADMIN.email)), headers: { cookie: second } }),
      ]),
    );
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused, answers.map((a) => a.body).join('\n')).toHaveLength(1);
    expect(refused[0]!.statusCode).toBe(409);
    expect(refused[0]!.json().error.message).toBe(feedbackMessages.lastAdmin);
    const { rows } = await t.app.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE role = 'admin'",
    );
    expect(rows[0]!.n).toBe(1);
  });

  /**
   * On PostgreSQL each request has a connection of its own, and on a busy machine the first could finish before
   * the second was signed in: the second was then refused as no longer an admin (401), not by the guard. So the
   * guard's lock is held here until both requests wait for it. PGlite runs one query at a time in this process,
   * where both requests' sign-in checks come before either change.
   */
  async function atOnce<T>(send: () => Promise<T>): Promise<T> {
    if (!t.databaseUrl) return send();
    const holder = new pg.Client({ connectionString: t.databaseUrl });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [ADMIN_CHANGE_LOCK]);
      const answers = send();
      await expect
        .poll(
          async () => {
            const { rows } = await holder.query(
              "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
            );
            return rows[0].n as number;
          },
          { timeout: 20_000 },
        )
        .toBe(2);
      await holder.query('SELECT pg_advisory_unlock($1)', [ADMIN_CHANGE_LOCK]);
      return await answers;
    } finally {
      await holder.end();
    }
  }
});
