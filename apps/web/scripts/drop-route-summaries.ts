import type { Plugin } from 'vite';

const routeTable = /packages\/shared\/src\/[\w-]*routes\.ts$/;
const summary = /\bsummary:\s*(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"),?/g;

/**
 * The route table's summaries name each call in the API document and the audit log, on the server. The
 * browser reads only a call's method and path, so its copy of the table leaves them out (about 2 KB gzipped
 * of the first download, docs/decisions/003).
 */
export const dropRouteSummaries = (): Plugin => ({
  name: 'drop-route-summaries',
  apply: 'build',
  transform(code, id, options) {
    if (options?.ssr || !routeTable.test(id)) return;
    return { code: code.replace(summary, ''), map: null };
  },
});
