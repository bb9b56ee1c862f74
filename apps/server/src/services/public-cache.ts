import type { Database } from '../db/database.ts';
import { type Precompressed, precompress } from './precompressed.ts';

/** How stale another process's change may look here, at most. */
const CHECK_EVERY_MS = 1_000;

/**
 * The finished answer of a public read, kept per process and rebuilt only when the content's version
 * (content_versions, raised by triggers on every change) moves. Every request would otherwise load and
 * serialise the same rows: 3% of bare Fastify's rate for 100 history events (bench/http.bench.ts).
 */
export function publicCache(database: Database, name: string, load: () => Promise<unknown>) {
  let cached: { version: string; body: Precompressed } | undefined;
  let checkedAt = 0;
  let refreshing: Promise<Precompressed> | undefined;

  async function refresh(): Promise<Precompressed> {
    const { rows } = await database.query<{ version: string }>(
      'SELECT version::text FROM content_versions WHERE name = $1',
      [name],
    );
    const version = rows[0]?.version ?? '0';
    if (!cached || cached.version !== version) cached = { version, body: precompress(JSON.stringify(await load())) };
    checkedAt = Date.now();
    return cached.body;
  }

  return {
    get(): Promise<Precompressed> {
      if (cached && Date.now() - checkedAt < CHECK_EVERY_MS) return Promise.resolve(cached.body);
      refreshing ??= refresh().finally(() => (refreshing = undefined));
      return refreshing;
    },
    /** A change made by this process shows at once here; other processes see it within a second. */
    invalidate() {
      checkedAt = 0;
    },
  };
}
