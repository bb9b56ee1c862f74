import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.ts';
import { prepareTemplate } from './template-database.ts';
import { createDatabaseOn, removeCluster, startPostgresCluster } from './postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A database with every migration applied: a test app's database is a copy of it (CREATE DATABASE ... TEMPLATE). */
    migratedTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  try {
    const templateUrl = await createDatabaseOn(cluster.url);
    // An installation on PostgreSQL still has a data folder (uploads, outbox), which opening its database makes private.
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lmr-template-'));
    const template = await openDatabase({ databaseUrl: templateUrl, dataDir });
    await prepareTemplate(template);
    // A template is copied only while nobody is connected to it.
    await template.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    project.provide('migratedTemplate', new URL(templateUrl).pathname.slice(1));
  } catch (err) {
    removeCluster(cluster);
    throw err;
  }
  project.provide('postgresUrl', cluster.url);
  return () => removeCluster(cluster);
}
