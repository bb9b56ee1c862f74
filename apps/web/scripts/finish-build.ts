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
 * The site's one stylesheet goes into the page itself: on a phone's line, fetching it cost the first paint a
 * round trip (Lighthouse FCP 1.9 s linked, 0.8 s inlined; docs/decisions/023). The server allows it by hash.
 */
function inlineStylesheet(html: string) {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w-]+\.css)">/.exec(html);
  if (!link) throw new Error('the built page links no stylesheet');
  const css = fs.readFileSync(path.join(clientDir, link[1]!), 'utf8');
  return html.replace(link[0], () => `<style>${css}</style>`);
}

/**
 * The page's words and pictures are already there from the server, so its script starts only after the first
 * paint. Fetched at once, even at low priority, its files and its start-up ran before the largest picture was
 * painted, and Lighthouse counted them all towards it (LCP 1.8 to 2.0 s on /; started after the paint, 0.8 to
 * 1.0 s; docs/decisions/067). On a phone's line the script then no longer competes with the page's pictures
 * either. A page opened out of sight paints nothing, so it starts at once. The server allows this loader by
 * its hash.
 */
function scriptsAfterFirstPaint(html: string) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('the built page has no entry script');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const chunks = JSON.stringify(preloads.map(([, href]) => href));
  const loader = `<script type="module">
      const start = () => {
        for (const href of ${chunks}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
        import(${JSON.stringify(entry[1])});
      };
      if (document.hidden) start();
      else requestAnimationFrame(() => setTimeout(start));
    </script>
    `;
  let page = html.replace(entry[0], () => loader);
  for (const [tag] of preloads) page = page.replace(tag, '');
  return page;
}

/**
 * vite-plugin-pwa names the gate's web app manifest in the one page template, which would offer every page to be
 * installed as the gate: the gate screen names it itself (decision 136).
 */
const withoutManifest = (html: string) => html.replace(/<link rel="manifest" href="[^"]+">/, '');

const template = scriptsAfterFirstPaint(
  inlineStylesheet(withoutManifest(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'))),
);
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
