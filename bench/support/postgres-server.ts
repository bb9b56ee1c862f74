import pg from 'pg';
import { startPostgresCluster } from '../../apps/server/test/support/postgres-cluster.ts';
import { startServerProcess, waitForHealthy } from '../../apps/server/test/support/server-process.ts';

/** A fresh PostgreSQL cluster, the site's server running on it, and a client the bench fills it through. */
export async function startServerOnPostgres() {
  const cluster = await startPostgresCluster();
  const server = await startServerProcess({ LOG_LEVEL: 'silent', DATABASE_URL: cluster.url });
  await waitForHealthy(server.url);
  const db = new pg.Client({ connectionString: cluster.url });
  await db.connect();
  return { cluster, server, db };
}
