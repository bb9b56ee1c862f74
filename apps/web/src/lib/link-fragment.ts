import { useSyncExternalStore } from 'react';

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/**
 * A secret of an e-mailed link (`#token=…`, `#ref=…`), from the fragment, which browsers never send to a
 * server (so no log holds it). Undefined while prerendering and hydrating, null when the link carries none.
 */
export function useLinkFragment(name: string): string | null | undefined {
  return useSyncExternalStore(
    subscribeToHash,
    () => new URLSearchParams(window.location.hash.slice(1)).get(name),
    () => undefined,
  );
}
