import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { embeddedDatabaseDir, openDatabase } from '../../src/db/database.ts';
import { prepareTemplate } from './template-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    emptyEmbeddedDatabase: string;
    migratedEmbeddedDatabase: string;
  }
}

interface Templates {
  dir: string;
  empty: string;
  migrated: string;
}

/**
 * A new PGlite database runs initdb, which took 3 s of an idle machine and 25 s of a busy one, inside the test
 * that asked for it (backup-restore.test.ts ran into its timeout); then every test app migrated it from nothing.
 * Both run once here, before any test: each new embedded database is a copy of the files they left
 * (support/test-app.ts), the migrated one for a test app, the empty one for a test of migrations or restores.
 */
async function makeTemplates(): Promise<Templates> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lmr-pglite-templates-'));
  const empty = path.join(dir, 'empty');
  await (await PGlite.create(empty)).close();
  const migratedDataDir = path.join(dir, 'migrated');
  await fs.cp(empty, embeddedDatabaseDir(migratedDataDir), { recursive: true });
  const database = await openDatabase({ dataDir: migratedDataDir });
  await prepareTemplate(database);
  await database.close();
  return { dir, empty, migrated: embeddedDatabaseDir(migratedDataDir) };
}

/**
 * Four projects use them (PGlite, the two time zones, and PostgreSQL's tests of a fresh embedded database), and
 * their global set-ups run in Vitest's one main process: they share one pair, made by the first and removed after
 * the last, instead of four (about 6 s of CPU each).
 */
const shared = globalThis as { lmrPgliteTemplates?: { made: Promise<Templates>; users: number } };

export default async function setup(project: TestProject) {
  shared.lmrPgliteTemplates ??= { made: makeTemplates(), users: 0 };
  const templates = shared.lmrPgliteTemplates;
  templates.users++;
  const { dir, empty, migrated } = await templates.made;
  project.provide('emptyEmbeddedDatabase', empty);
  project.provide('migratedEmbeddedDatabase', migrated);
  return async () => {
    if (--templates.users > 0) return;
    delete shared.lmrPgliteTemplates;
    await fs.rm(dir, { recursive: true, force: true });
  };
}
