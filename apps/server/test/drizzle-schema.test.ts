import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** Only the migration runner's own record is left to raw SQL. */
const notDescribed = ['schema_migrations'];

describe('the Drizzle schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MAIL_WORKERS: 'false' } });
  });
  afterAll(() => t.close());

  it('describes every table the migrations make, with the same columns', async () => {
    const { rows } = await t.app.database.query<{ table: string; column: string }>(
      `SELECT table_name AS table, column_name AS column FROM information_schema.columns
        WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
    );
    const inDatabase = new Map<string, string[]>();
    for (const r of rows) {
      if (!notDescribed.includes(r.table)) inDatabase.set(r.table, [...(inDatabase.get(r.table) ?? []), r.column]);
    }
    const described = new Map(
      (Object.values(schema) as unknown[])
        .filter((value): value is PgTable => value instanceof PgTable)
        .map((table) => getTableConfig(table))
        .map((config) => [config.name, config.columns.map((c) => c.name).sort()]),
    );
    expect(Object.fromEntries(described)).toEqual(
      Object.fromEntries([...inDatabase].map(([table, columns]) => [table, columns.sort()])),
    );
  });
});
