import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { gateWords } from '@lmr/shared/booking-gate';
import { dropRouteSummaries } from './scripts/drop-route-summaries.ts';

/**
 * The gate screen as an installable web app that opens with no signal (decision 136): a Workbox service worker
 * scoped to /gate alone, registered by that screen only, keeping the scripts, the QR decoder and the screen.
 */
const gateApp = VitePWA({
  injectRegister: false,
  filename: 'gate-sw.js',
  scope: '/gate',
  manifestFilename: 'gate.webmanifest',
  manifest: {
    name: `Laxey Mines Railway: ${gateWords.title}`,
    short_name: gateWords.title,
    description: gateWords.description,
    start_url: '/gate',
    scope: '/gate',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1d3b2a',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
  },
  workbox: {
    globPatterns: ['assets/**/*.{js,wasm}'],
    // The screen is rendered by the server: kept at install, and asked of the server first whenever there is a signal.
    additionalManifestEntries: [{ url: '/gate', revision: String(Date.now()) }],
    navigateFallback: null,
    runtimeCaching: [
      {
        urlPattern: ({ url, request }) => request.mode === 'navigate' && url.pathname === '/gate',
        handler: 'NetworkFirst',
        options: { cacheName: 'gate-screen', networkTimeoutSeconds: 4 },
      },
    ],
    clientsClaim: true,
    skipWaiting: true,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), dropRouteSummaries(), ...(isSsrBuild ? [] : [gateApp])],
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
}));
