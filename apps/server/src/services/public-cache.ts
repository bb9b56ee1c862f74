import type { ContentVersion } from '../domains/content/content-version.ts';
import { type Precompressed, precompress } from './precompressed.ts';

/**
 * The finished answer of a public read, kept per process and rebuilt only when the content's version
 * moves. Every request would otherwise load and serialise the same rows: 3% of bare Fastify's rate for
 * 100 history events (bench/http.bench.ts).
 */
export function publicCache<T>(
  versions: ContentVersion,
  load: () => Promise<T>,
  serialise: (data: T) => string = JSON.stringify,
) {
  let cached: { version: string; body: Precompressed } | undefined;
  let building: { version: string; body: Promise<Precompressed> } | undefined;

  return {
    async get(): Promise<Precompressed> {
      const version = await versions.current();
      if (cached?.version === version) return cached.body;
      if (building?.version !== version) {
        const body = load().then((data) => precompress(serialise(data)));
        building = { version, body };
        void body.then(
          (b) => {
            if (building?.version === version) cached = { version, body: b };
          },
          () => (building = undefined),
        );
      }
      return building.body;
    },
  };
}
