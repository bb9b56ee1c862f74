import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../src/lib/query-client.tsx';

// Node's own localStorage (undefined without --localstorage-file) hides jsdom's: give the pages jsdom's.
// The scripts' tests run in Node (`@vitest-environment node`), where there is no page and no jsdom.
declare const jsdom: { window: Window } | undefined;
if (typeof jsdom !== 'undefined') {
  Object.defineProperty(globalThis, 'localStorage', { value: jsdom.window.localStorage, configurable: true });
  // jsdom lays nothing out, and has no scrollIntoView: a screen that scrolls news into view scrolls nowhere.
  Element.prototype.scrollIntoView ??= () => {};
}

// The screens share one query cache, as in the browser; a worker runs many test files in one page (isolate: false
// in vitest.config.ts). Each test starts with an empty cache and empty storage, the real globals (fetch, location)
// and no spies, whichever file ran before it.
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (typeof jsdom !== 'undefined') localStorage.clear();
});
