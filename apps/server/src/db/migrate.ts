import fs from 'node:fs/promises';
import path from 'node:path';
import { serverDir } from '../server-dir.ts';
import type { Database, QueryFn } from './database.ts';

const MIGRATIONS_DIR = path.join(serverDir, 'migrations');
const MIGRATION_LOCK = 7_270_001;

/** The names of every migration this version of the code knows, in the order they apply. */
export async function migrationNames(): Promise<string[]> {
  return (await fs.readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
}

/**
 * Applies every migrations/*.sql file not yet applied, in name order, each in its own transaction
 * (or, with `only`, just those named: a restore brings the schema to its archive's version first).
 * Plain numbered SQL files rather than a generated journal: see docs/decisions/002-plain-sql-migrations.md.
 */
export async function migrate(database: Database, options: { only?: ReadonlySet<string> } = {}): Promise<string[]> {
  return database.withLock(MIGRATION_LOCK, async (query) => {
    await query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    const files = (await migrationNames()).filter((f) => !options.only || options.only.has(f));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await fs.readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
      await query('BEGIN');
      try {
        await runStatements(query, sql);
        await query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        await query('COMMIT');
      } catch (err) {
        await query('ROLLBACK');
        throw new Error(`Migration ${file} failed: ${(err as Error).message}`, { cause: err });
      }
      applied.push(file);
    }
    return applied;
  });
}

/** Extended-protocol queries take one statement each, so a file is split on semicolons at line ends. */
async function runStatements(query: QueryFn, sql: string) {
  const statements = sql
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  for (const statement of statements) await query(statement);
}
