import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { notFoundFile, prerenderFile, siteRoutes } from '@lmr/shared/site-routes';
import { fullTitle } from '../src/app/page-meta.tsx';
import { railwayStructuredData } from '../src/features/home/structured-data.ts';
import type * as EntryServer from '../src/entry-server.tsx';

const webDir = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(webDir, 'dist/client');
const { render } = (await import(path.join(webDir, 'dist/server/entry-server.js'))) as typeof EntryServer;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** %PUBLIC_URL% is filled in by the server, which knows the address it is served at. */
function headTags(pathname: string, head: { title: string; description: string; noindex?: boolean } | undefined) {
  if (!head) throw new Error(`${pathname} rendered no PageMeta`);
  const title = escapeHtml(fullTitle(head.title));
  const description = escapeHtml(head.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="%PUBLIC_URL%${pathname}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Laxey Mines Railway" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="%PUBLIC_URL%${pathname}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * Screens load on demand, and Vite would add each one's stylesheet only when its code arrives, after the
 * prerendered words are painted: the page would jump. So every page links the screens' stylesheets
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
const site = JSON.parse(fs.readFileSync(path.resolve(webDir, '../../content/site.json'), 'utf8'));
const extraHead: Record<string, string> = { '/': railwayStructuredData(site, '%PUBLIC_URL%') };
const samplePath = (p: string) => p.replace(/:[A-Za-z]+/g, 'example');

async function writePage(file: string, url: string) {
  const { html, head } = await render(url);
  const headHtml = [headTags(url, head), extraHead[url]].filter(Boolean).join('\n    ');
  const page = template.replace('<!--app-head-->', headHtml).replace('<!--app-html-->', html);
  const out = path.join(clientDir, file);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, page);
}

for (const route of siteRoutes) await writePage(prerenderFile(route.name), samplePath(route.path));
await writePage(notFoundFile, '/this-page-does-not-exist');
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
console.log(`prerendered ${siteRoutes.length + 1} pages into ${path.relative(process.cwd(), clientDir)}`);
