import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    emptyEmbeddedDatabase: string;
  }
}

/**
 * A new PGlite database runs initdb, which took 3 s of an idle machine and 25 s of a busy one, inside the test
 * that asked for it (backup-restore.test.ts ran into its timeout). It runs once here, before any test, and each
 * new embedded database is a copy of the files it left (support/test-app.ts).
 */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lmr-empty-pglite-'));
  await (await PGlite.create(dir)).close();
  project.provide('emptyEmbeddedDatabase', dir);
  return () => fs.rm(dir, { recursive: true, force: true });
}
