import autocannon from 'autocannon';
import { describe, expect, it } from 'vitest';
import { serverOnOwnPostgres } from '../support/drill-server.ts';

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
  const drill = serverOnOwnPostgres();

  it(
    `browse public pages and the API for ${SECONDS} seconds without a single error`,
    { timeout: (SECONDS + 60) * 1000 },
    async () => {
      const result = await autocannon({
        url: drill.server.url,
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
