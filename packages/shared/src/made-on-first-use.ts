/**
 * A value made the first time it is asked for, then kept. For Intl formatters: the browser's first one
 * loads its locale data, about 20 ms on this machine and four times that on a phone, and made at a
 * module's top level it lengthened the one task that starts the page's script (decision 067).
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
