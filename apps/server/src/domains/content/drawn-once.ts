import type { ContentVersion } from './content-version.ts';

/**
 * Pages drawn once per content version: the page API asks on every request, and even a linear renderer
 * takes a tenth of a second over 100,000 costly characters. Kept by name while the content's version stays
 * the same (as http/public-cache.ts keeps its answers), so a publish through any process is drawn on the
 * next request. Only pages that exist are kept: made-up names keep nothing.
 */
export function drawnOnce<T>(versions: Pick<ContentVersion, 'current'>) {
  let keptFor: string | undefined;
  let kept = new Map<string, T>();
  return async (name: string, draw: () => Promise<T | null>): Promise<T | null> => {
    // The version before the words: words newer than their version are drawn again, never kept too long.
    const version = await versions.current();
    if (version !== keptFor) {
      keptFor = version;
      kept = new Map();
    }
    const known = kept.get(name);
    if (known) return known;
    const drawn = await draw();
    if (drawn && keptFor === version) kept.set(name, drawn);
    return drawn;
  };
}
