import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { pageTemplateFile } from '@lmr/shared/site-routes';

// Pages are rendered by the server per request (apps/server/src/domains/pages/); the build leaves it
// the page template and the compressed assets.
const webDir = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(webDir, 'dist/client');

/**
 * Screens load on demand, and Vite would add each one's stylesheet only when its code arrives, after the
 * server's words are painted: the page would jump. So every page links the screens' stylesheets
 * (small) from the start. Leaflet's stays with the map's code, which only /location loads.
 */
function screenStylesheets() {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; css?: string[]; isEntry?: boolean }
  >;
  const css = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || key.includes('leaflet')) continue;
    for (const file of chunk.css ?? []) css.add(file);
  }
  return [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    ');
}

const template = fs
  .readFileSync(path.join(clientDir, 'index.html'), 'utf8')
  .replace('</head>', `  ${screenStylesheets()}\n  </head>`);
const out = path.join(clientDir, pageTemplateFile);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, template);
fs.rmSync(path.join(clientDir, 'index.html'));

// Text assets are compressed once here, so the server sends the .br or .gz file instead of working per request.
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressible = /\.(js|css|svg|json|txt|xml|map)$/;
for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  fs.writeFileSync(`${file}.br`, await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${file}.gz`, await gzip(data, { level: 9 }));
}
console.log(`wrote the page template into ${path.relative(process.cwd(), clientDir)}`);
