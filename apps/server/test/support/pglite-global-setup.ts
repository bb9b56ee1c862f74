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

/**
 * A new PGlite database runs initdb, which took 3 s of an idle machine and 25 s of a busy one, inside the test
 * that asked for it (backup-restore.test.ts ran into its timeout); then every test app migrated it from nothing.
 * Both run once here, before any test: each new embedded database is a copy of the files they left
 * (support/test-app.ts), the migrated one for a test app, the empty one for a test of migrations or restores.
 */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lmr-pglite-templates-'));
  const empty = path.join(dir, 'empty');
  await (await PGlite.create(empty)).close();
  const migratedDataDir = path.join(dir, 'migrated');
  await fs.cp(empty, embeddedDatabaseDir(migratedDataDir), { recursive: true });
  const database = await openDatabase({ dataDir: migratedDataDir });
  await prepareTemplate(database);
  await database.close();
  project.provide('emptyEmbeddedDatabase', empty);
  project.provide('migratedEmbeddedDatabase', embeddedDatabaseDir(migratedDataDir));
  return () => fs.rm(dir, { recursive: true, force: true });
}
