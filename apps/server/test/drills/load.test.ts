import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresCluster, removeCluster, startPostgresCluster } from '../support/postgres-cluster.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

const SECONDS = Number(process.env.DRILL_LOAD_SECONDS ?? 60);
const browsing = [
  '/',
  '/about',
  '/trains',
  '/history',
  '/location',
  '/books',
  '/healthz',
  '/api/get-all-events',
  '/api/poster-location',
];

describe('200 concurrent visitors', () => {
  let cluster: PostgresCluster;
  let server: ServerProcess;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    server = await startServerProcess({ DATABASE_URL: cluster.url });
  });
  afterAll(async () => {
    await server?.stop();
    if (cluster) removeCluster(cluster);
  });

  it(
    `browse public pages and the API for ${SECONDS} seconds without a single error`,
    { timeout: (SECONDS + 60) * 1000 },
    async () => {
      const result = await autocannon({
        url: server.url,
        connections: 200,
        duration: SECONDS,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: browsing.map((path) => ({ method: 'GET' as const, path })),
      });
      expect(result.requests.total).toBeGreaterThan(1_000);
      expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
        errors: 0,
        timeouts: 0,
        non2xx: 0,
      });
    },
  );
});
