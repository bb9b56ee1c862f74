import { afterAll, beforeAll } from 'vitest';
import { type PostgresCluster, removeCluster, startPostgresCluster } from './postgres-cluster.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

/** The real server as its own process on a throwaway PostgreSQL, for the length of one describe block. */
export function serverOnOwnPostgres(env: Record<string, string> = {}) {
  const drill = {} as { cluster: PostgresCluster; server: ServerProcess };
  beforeAll(async () => {
    drill.cluster = await startPostgresCluster();
    drill.server = await startServerProcess({ DATABASE_URL: drill.cluster.url, ...env });
  });
  afterAll(async () => {
    await drill.server?.stop();
    if (drill.cluster) removeCluster(drill.cluster);
  });
  return drill;
}
