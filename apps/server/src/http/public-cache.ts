import type { ContentVersion } from '../domains/content/content-version.ts';
import { type Precompressed, precompress } from './precompressed.ts';

interface Built<T> {
  value: T;
  body: Precompressed;
}

/**
 * The finished answer of a public read, kept per process and rebuilt only when the content's version
 * moves. Every request would otherwise load and serialise the same rows: 3% of bare Fastify's rate for
 * 100 history events (bench/http.bench.ts).
 */
export function publicCache<T>(
  versions: Pick<ContentVersion, 'current'>,
  load: () => Promise<T>,
  serialise: (data: T) => string = JSON.stringify,
) {
  let cached: { version: string; built: Built<T> } | undefined;
  let building: { version: string; built: Promise<Built<T>> } | undefined;

  /** The loaded value with its finished answer. */
  async function entry(): Promise<Built<T>> {
    const version = await versions.current();
    if (cached?.version === version) return cached.built;
    if (building?.version !== version) {
      const built = load().then((value) => ({ value, body: precompress(serialise(value)) }));
      building = { version, built };
      void built.then(
        (b) => {
          if (building?.version === version) cached = { version, built: b };
        },
        () => (building = undefined),
      );
    }
    return building.built;
  }

  return { entry, get: async (): Promise<Precompressed> => (await entry()).body };
}
