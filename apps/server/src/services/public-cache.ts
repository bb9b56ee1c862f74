import type { Database } from '../db/database.ts';
import { type Precompressed, precompress } from './precompressed.ts';

/** How stale another process's change may look here, at most. */
const CHECK_EVERY_MS = 1_000;

/** Every cache of each name in this process: a change seen by one is rechecked by all of them. */
const cachesByName = new Map<string, Set<() => void>>();

/**
 * The finished answer of a public read, kept per process and rebuilt only when the content's version
 * (content_versions, raised by triggers on every change) moves. Every request would otherwise load and
 * serialise the same rows: 3% of bare Fastify's rate for 100 history events (bench/http.bench.ts).
 */
export function publicCache<T>(
  database: Database,
  name: string,
  load: () => Promise<T>,
  toText: (value: T) => string = JSON.stringify,
) {
  let cached: { version: string; value: T; body: Precompressed } | undefined;
  let checkedAt = 0;
  let refreshing: Promise<{ value: T; body: Precompressed }> | undefined;
  const recheck = () => (checkedAt = 0);
  const siblings = cachesByName.get(name) ?? new Set();
  cachesByName.set(name, siblings.add(recheck));

  async function refresh(): Promise<{ value: T; body: Precompressed }> {
    const { rows } = await database.query<{ version: string }>(
      'SELECT version::text FROM content_versions WHERE name = $1',
      [name],
    );
    const version = rows[0]?.version ?? '0';
    if (!cached || cached.version !== version) {
      const value = await load();
      cached = { version, value, body: precompress(toText(value)) };
    }
    checkedAt = Date.now();
    return cached;
  }

  /** The loaded value with its finished answer. */
  function entry(): Promise<{ value: T; body: Precompressed }> {
    if (cached && Date.now() - checkedAt < CHECK_EVERY_MS) return Promise.resolve(cached);
    refreshing ??= refresh().finally(() => (refreshing = undefined));
    return refreshing;
  }

  return {
    entry,
    get: async (): Promise<Precompressed> => (await entry()).body,
    /** A change made by this process shows at once here; other processes see it within a second. */
    invalidate() {
      for (const other of siblings) other();
    },
  };
}
