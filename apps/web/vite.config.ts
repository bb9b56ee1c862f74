import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { dropRouteSummaries } from './scripts/drop-route-summaries.ts';

export default defineConfig({
  plugins: [react(), dropRouteSummaries()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' }, fs: { allow: [path.resolve(import.meta.dirname, '../..')] } },
  build: {
    outDir: 'dist/client',
    manifest: true,
    assetsInlineLimit: 0,
    target: 'es2022',
    // One stylesheet for every screen, which scripts/finish-build.ts puts into the page itself: a request per
    // screen's stylesheet cost the first paint a round trip each on a phone's line (docs/decisions/023).
    cssCodeSplit: false,
  },
  ssr: { noExternal: ['@lmr/shared'] },
});
