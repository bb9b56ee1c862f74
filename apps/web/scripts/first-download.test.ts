import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { FIRST_DOWNLOAD_CEILING_KB, firstDownload } from './first-download.ts';

const clientDir = path.resolve(import.meta.dirname, '../dist/client');

it('keeps the JavaScript a visitor downloads before the home page is usable under its ceiling', () => {
  expect(fs.existsSync(path.join(clientDir, '.vite/manifest.json')), 'run npm run build first').toBe(true);
  const { files, totalKb } = firstDownload(clientDir);
  const names = files.map((f) => path.basename(f.file));
  // The entry is counted with what it imports at once; screens and the map, loaded on demand, are not.
  expect(names.some((n) => n.startsWith('index-'))).toBe(true);
  expect(names.filter((n) => n.startsWith('leaflet-map-'))).toEqual([]);
  expect(totalKb, names.join(', ')).toBeLessThan(FIRST_DOWNLOAD_CEILING_KB);
});
