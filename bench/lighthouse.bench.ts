// Lighthouse in mobile mode (its default: a mid-range phone on a slow 4G line, simulated) against the
// production server, for the pages the issues name (an event's page among them). Also: the gzipped JavaScript / needs before it is
// usable (decision 003: the entry and what it imports at once, from the build's manifest), what Lighthouse found
// holding each page's first paint back, and whether the map's code (Leaflet) loads anywhere but /location.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { serverBundle } from '../apps/server/test/support/server-process.ts';
import { FIRST_DOWNLOAD_BUDGET_KB, firstDownload } from '../apps/web/scripts/first-download.ts';
import { median } from './support/measure.ts';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'apps/web/dist/client');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4374);
const base = `http://127.0.0.1:${port}`;
const fixedPages = ['/', '/trains', '/history', '/location'];
/**
 * Lighthouse's own advice on variability: the median of five runs is about twice as steady as one run. Each
 * run has a browser of its own (several pages in one browser sometimes ended in NO_NAVSTART).
 */
const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const goals: Record<(typeof categories)[number], number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

if (!fs.existsSync(path.join(clientDir, 'pages/home.html'))) {
  console.log('building the web app first…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lmr-lighthouse-'));
const server = spawn(process.execPath, [serverBundle], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: base },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

const gzipKb = (urlPath: string) => {
  const file = path.join(clientDir, urlPath);
  return fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024 : 0;
};

interface NetworkItem {
  url: string;
  resourceType?: string;
}

interface DetailItem {
  url?: string;
  items?: { node?: { selector?: string } }[];
}
const detailItems = <Item = DetailItem>(audit: { details?: unknown } | undefined) =>
  (audit?.details as { items?: Item[] } | undefined)?.items ?? [];
const shortUrl = (url = '') => url.replace(base, '');

const chromePath = process.env.CHROME_PATH ?? execSync('command -v chromium').toString().trim();
let chrome: chromeLauncher.LaunchedChrome | undefined;
let missed = 0;

async function runLighthouse(url: string): Promise<RunnerResult> {
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
      {
        extends: 'lighthouse:default',
        // This machine has no way out: the map tiles are blocked rather than left to time out (the page is measured without them).
        settings: { blockedUrlPatterns: ['*tile.openstreetmap.org*'] },
      },
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result;
  } finally {
    await chrome.kill();
    chrome = undefined;
  }
}

type Report = RunnerResult['lhr'];
try {
  await waitForServer();
  const events = (await (await fetch(`${base}/api/get-all-events`)).json()) as { slug: string }[];
  const pages = [...fixedPages, `/history/${events[0]!.slug}`];
  console.log(`median of ${runsPerPage} runs a page; performance of each run after the median`);
  console.log('page        perf  a11y  best   seo   JS loaded (gzip)  Leaflet');
  for (const page of pages) {
    // The server renders a page once per content version and then serves it from memory (decision 060):
    // Lighthouse measures what every visitor after the first gets. The first render is render.bench.ts's figure.
    await fetch(`${base}${page}`);
    // A run whose trace Lighthouse could not read (NO_NAVSTART, now and then) measured nothing: it is named and
    // left out, as Lighthouse's own median does, and another is made in its place.
    let runs: Report[] = [];
    for (let attempt = 0; runs.length < runsPerPage && attempt < 2 * runsPerPage; attempt++) {
      const { lhr: run } = await runLighthouse(`${base}${page}`);
      if (run.runtimeError) console.log(`    a run left out: ${run.runtimeError.code}`);
      runs = filterToValidRuns([...runs, run]) as Report[];
    }
    if (!runs.length) throw new Error(`Lighthouse measured nothing on ${page}`);
    const scoreOf = (run: Report, c: (typeof categories)[number]) => Math.round((run.categories[c]?.score ?? 0) * 100);
    const scores = categories.map((c) => median(runs.map((run) => scoreOf(run, c))));
    // The details below come from the run Lighthouse itself takes as typical (its FCP and TTI nearest the medians).
    const lhr = computeMedianRun(runs) as Report;
    categories.forEach((c, i) => {
      if ((scores[i] ?? 0) < goals[c]) missed++;
    });
    const items = detailItems<NetworkItem>(lhr.audits['network-requests']);
    const scripts = items
      .filter((item) => item.resourceType === 'Script' && item.url.startsWith(base))
      .map((item) => new URL(item.url).pathname);
    const jsKb = scripts.reduce((sum, p) => sum + gzipKb(p), 0);
    const leaflet = scripts.some((p) => /leaflet/.test(p));
    // On a phone the map sits below the directions, so /location fetches Leaflet only as it scrolls into view.
    if (leaflet && page !== '/location') missed++;
    console.log(
      `${page.padEnd(11)} ${scores.map((s) => String(s).padStart(4)).join('  ')}   ${jsKb.toFixed(1).padStart(7)} KB        ${leaflet ? 'loaded' : 'no'}` +
        `   (${runs.map((run) => scoreOf(run, 'performance')).join(', ')})`,
    );
    for (const c of categories) {
      const failing = lhr.categories[c]?.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter(
          (a) =>
            a &&
            a.score !== null &&
            a.score < 1 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'manual' &&
            c !== 'performance',
        );
      for (const a of failing ?? []) {
        console.log(`    ${c}: ${a?.id} (${a?.title})`);
        const rows =
          (
            a?.details as
              { items?: { source?: string; description?: string; sourceLocation?: { url?: string } }[] } | undefined
          )?.items ?? [];
        for (const row of rows.slice(0, 3))
          console.log(`      ${row.description ?? ''} ${row.sourceLocation?.url ?? ''}`.slice(0, 160));
      }
    }
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]
      .map(
        (id) =>
          `${id
            .split('-')
            .map((w) => w[0])
            .join('')
            .toUpperCase()} ${lhr.audits[id]?.displayValue ?? '?'}`,
      )
      .join(', ');
    console.log(`    ${metrics}, server response ${lhr.audits['server-response-time']?.displayValue ?? '?'}`);
    const blocking = detailItems(lhr.audits['render-blocking-resources']).map((i) => shortUrl(i.url));
    console.log(
      `    render-blocking: ${blocking.length} (${blocking.slice(0, 3).join(', ')}${blocking.length > 3 ? ', …' : ''})`,
    );
    const lcp = detailItems(lhr.audits['largest-contentful-paint-element'])[0]?.items?.[0]?.node;
    console.log(`    largest paint: ${lcp?.selector ?? '?'}`);
  }
  const first = firstDownload(clientDir);
  if (first.totalKb > FIRST_DOWNLOAD_BUDGET_KB) missed++;
  console.log(
    `first download (the entry and what it imports at once): ${first.totalKb.toFixed(1)} KB gzipped in ${first.files.length} files`,
  );
  console.log(
    `goals: performance ≥ 98, accessibility, best practices and SEO 100; first download < ${FIRST_DOWNLOAD_BUDGET_KB} KB gzipped; Leaflet only on /location`,
  );
  console.log(missed ? `${missed} figure(s) short of their goal` : 'every goal met');
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
