import { expect } from 'vitest';
import type { Database } from '../../src/db/database.ts';

/** Every row of every table, in every schema but PostgreSQL's own (the job queue's included), as text. */
export async function everyRow(database: Database): Promise<string> {
  const { rows: tables } = await database.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  const names = tables.map((table) => `${table.schema}.${table.name}`);
  expect(names).toEqual(expect.arrayContaining(['public.users', 'public.subscribers', 'pgboss.job']));
  const dumps = [];
  for (const table of tables) {
    const { rows } = await database.query<{ row: string }>(
      `SELECT t::text AS row FROM "${table.schema}"."${table.name}" t`,
    );
    dumps.push(...rows.map((r) => r.row));
  }
  return dumps.join('\n');
}
