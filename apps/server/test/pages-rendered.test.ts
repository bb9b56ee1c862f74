import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEvent } from '@lmr/shared/history-events';
import { siteRoutes } from '@lmr/shared/site-routes';
import { pngImage, postMultipart } from './support/media-fixtures.ts';
import { type AdminTestApp, createAdminTestApp, createTestApp } from './support/test-app.ts';

// The real web build: these tests read the HTML a visitor without JavaScript gets.
const webDist = path.resolve(import.meta.dirname, '../../web/dist/client');
const PUBLIC_URL = 'https://trains.example.org';

describe('pages rendered by the server from the database', () => {
  let t: AdminTestApp;
  let event: HistoryEvent;

  const page = (url: string, app = t.app) => app.inject({ method: 'GET', url });
  const png = async (name: string) => ({ bytes: await pngImage(), fileName: name, type: 'image/png' });

  async function addEvent(title: string, date: string) {
    const res = await postMultipart(
      t.app,
      '/api/add-event',
      [
        ['title', title],
        ['description', `What happened in ${date.slice(0, 4)}.\nA second line.`],
        ['date', date],
        ['image', await png('main.png')],
      ],
      t.admin,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<HistoryEvent>();
  }

  beforeAll(async () => {
    expect(fs.existsSync(path.join(webDist, 'pages/template.html')), 'run npm run build first').toBe(true);
    t = await createAdminTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL } });
    event = await addEvent('The mine engine returns', '1999-06-05');
    const res = await postMultipart(
      t.app,
      '/api/add-poster',
      [
        ['poster', await png('poster.png')],
        ['description', 'Trains & teas: every Sunday'],
      ],
      t.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => t?.close());

  it('puts the events and the poster in the first HTML, with the data for the browser to start from', async () => {
    const history = await page('/history');
    expect(history.statusCode).toBe(200);
    expect(history.body).toContain(`<a class="history-open" href="/history/${event.slug}"`);
    expect(history.body).toContain('The mine engine returns</a>');
    expect(history.body).not.toContain('Loading the history');
    const state = /<script type="application\/json" id="query-state">(.*?)<\/script>/.exec(history.body)?.[1];
    const queries = JSON.parse(state!).queries as { queryKey: string[]; state: { data: unknown } }[];
    const data = queries.find((q) => q.queryKey[0] === 'history-events')!.state.data as HistoryEvent[];
    expect(data.map((e) => e.name)).toContain('The mine engine returns');

    const poster = (await page('/api/poster-location')).body;
    const home = await page('/');
    expect(home.body).toMatch(new RegExp(`<img src="${poster}"[^>]*alt="Trains &amp; teas: every Sunday"`));
    expect(home.body).not.toContain('Loading poster');
  });

  it('gives each event a page of its own with its title, description, canonical address, picture and JSON-LD', async () => {
    expect(event.slug).toBe('the-mine-engine-returns');
    const res = await page(`/history/${event.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>The mine engine returns | Laxey Mines Railway</title>');
    expect(res.body).toContain('<meta name="description" content="What happened in 1999. A second line." />');
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/history/${event.slug}" />`);
    expect(res.body).toContain(`<meta property="og:image" content="${PUBLIC_URL}${event.image}" />`);
    expect(res.body).toContain('<meta property="og:type" content="article" />');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'Article',
      headline: 'The mine engine returns',
      url: `${PUBLIC_URL}/history/${event.slug}`,
      about: { '@type': 'Event', startDate: '1999-06-05' },
    });
    expect(res.body).toContain('<h1>The mine engine returns</h1>');

    const missing = await page('/history/no-such-event');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>No such event</h1>');
    expect(missing.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('shows a change on the very next request, keeps the event page at its address, and updates the sitemap', async () => {
    const before = await page('/history');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/edit-event/${encodeURIComponent(event.name)}`,
      headers: { cookie: t.admin },
      payload: { name: 'The mine engine steams again', description: 'Renamed.' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await page('/history');
    expect(after.body).toContain('The mine engine steams again');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const eventPage = await page(`/history/${event.slug}`);
    expect(eventPage.statusCode).toBe(200);
    expect(eventPage.body).toContain('<h1>The mine engine steams again</h1>');
    expect((await page('/api/get-event/The%20mine%20engine%20steams%20again')).json().slug).toBe(event.slug);

    const second = await addEvent('Christmas trains', '2024-12-14');
    const sitemap = (await page('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/history/${event.slug}</loc>`);
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/history/${second.slug}</loc>`);
  });

  it('answers a page unchanged from memory with the same ETag, and 304 when the browser has it', async () => {
    const first = await page('/history');
    const again = await t.app.inject({
      method: 'GET',
      url: '/history',
      headers: { 'if-none-match': first.headers.etag! },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends the first page after a change in the form its client asks for, then the other form to the next', async () => {
    const compressed = (encoding: string) =>
      t.app.inject({ method: 'GET', url: '/history', headers: { 'accept-encoding': encoding } });
    const decode = { gzip: zlib.gunzipSync, br: zlib.brotliDecompressSync };
    for (const [first, second] of [
      ['gzip', 'br'],
      ['br', 'gzip'],
    ] as const) {
      const title = `Compressed for ${first} first`;
      await addEvent(title, '1950-01-01');
      const answers = [await compressed(first), await compressed(second)];
      const plain = (await page('/history')).body;
      expect(plain).toContain(title);
      for (const [i, encoding] of [first, second].entries()) {
        expect(answers[i]!.headers['content-encoding'], encoding).toBe(encoding);
        expect(decode[encoding](answers[i]!.rawPayload).toString(), encoding).toBe(plain);
      }
    }
  });

  it('answers an /admin address that names no screen as it answers a real admin screen', async () => {
    const real = await page('/admin/events');
    const made = await page('/admin/no-such-screen');
    expect(made.statusCode).toBe(real.statusCode);
    expect(made.body).toContain('Checking your access');
    expect(made.body).not.toContain('Not Found');
    expect((await page('/no-such-screen')).statusCode).toBe(404);
  });

  it('has the words of every public screen in its first HTML', async () => {
    for (const route of siteRoutes.filter((r) => r.access === 'public' && !r.path.includes(':'))) {
      const res = await page(route.path);
      expect(res.statusCode, route.path).toBe(200);
      const root = /<div id="root">(.*)<\/div>/s.exec(res.body)?.[1] ?? '';
      expect(root, route.path).toMatch(/<h1[^>]*>[^<]*\w/);
    }
  });

  it('shows a page published in the Site area in the raw HTML of the next request, and never its draft', async () => {
    // With PostgreSQL a second server process answers, told of the publish only by the database.
    const other =
      process.env.TEST_DB === 'postgres'
        ? await createTestApp({ databaseUrl: t.databaseUrl, env: { WEB_DIST: webDist, PUBLIC_URL } })
        : t;
    const admin = (method: 'GET' | 'PUT' | 'POST', url: string, etag?: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: t.admin, ...(etag ? { 'if-match': etag } : {}) }, payload });
    try {
      expect((await page('/trust', other.app)).body).toContain('About the trust');
      const opened = await admin('GET', '/api/admin/site/items/page:trust');
      const trust = opened.json<{ published: Record<string, string> }>().published;
      // Each save notifies the other process on a connection of its own, after the answer: wait to hear it.
      const heardDraft = other.app.contentVersion.nextChange();
      const draft = await admin('PUT', '/api/admin/site/items/page:trust/draft', opened.headers.etag as string, {
        data: { ...trust, markdown: 'Membership is **£18** a year from March.' },
      });
      expect(draft.statusCode, draft.body).toBe(200);
      await heardDraft;
      expect((await page('/trust', other.app)).body).not.toContain('£18');

      const heard = other.app.contentVersion.nextChange();
      const published = await admin('POST', '/api/admin/site/items/page:trust/publish', draft.headers.etag as string);
      expect(published.statusCode, published.body).toBe(200);
      await heard;
      const after = await page('/trust', other.app);
      expect(after.body).toContain('Membership is <strong>£18</strong> a year from March.');
      expect(after.body).not.toContain('About the trust');
    } finally {
      if (other !== t) await other.close();
    }
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'shows a change made through one server process on the very next request to another',
    async () => {
      const other = await createTestApp({ databaseUrl: t.databaseUrl, env: { WEB_DIST: webDist, PUBLIC_URL } });
      try {
        expect((await page('/history', other.app)).body).toContain('Christmas trains');
        // The notification travels on its own connection; the answer below does not wait for it.
        const heard = other.app.contentVersion.nextChange();
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/edit-event/${encodeURIComponent('Christmas trains')}`,
          headers: { cookie: t.admin },
          payload: { name: 'Santa trains', description: 'Renamed through the first process.' },
        });
        expect(res.statusCode).toBe(200);
        await heard;
        expect((await page('/history', other.app)).body).toContain('Santa trains');
      } finally {
        await other.close();
      }
    },
  );
});
