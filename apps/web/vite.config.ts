import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentImages } from './scripts/content-images.ts';
import { contentMarkdown } from './scripts/content-markdown.ts';

const contentDir = path.resolve(import.meta.dirname, '../../content');

export default defineConfig({
  plugins: [
    react(),
    contentMarkdown(),
    contentImages(path.resolve(import.meta.dirname, 'node_modules/.cache/content-images')),
  ],
  resolve: { alias: { '@content': contentDir } },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' }, fs: { allow: [path.resolve(import.meta.dirname, '../..')] } },
  build: {
    outDir: 'dist/client',
    manifest: true,
    assetsInlineLimit: 0,
    target: 'es2022',
  },
  ssr: { noExternal: ['@lmr/shared'] },
});
