import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { SiteContentItem, SiteSettings, TaxReliefScheme } from '@lmr/shared/site-content';
import { migrate } from '../../src/db/migrate.ts';
import { pngImage, postMultipart } from './media-fixtures.ts';
import { ADMIN, createTestApp, loginCookie, type TestApp } from './test-app.ts';

// The real web build: the pages are read as a visitor without JavaScript gets it.
const webDist = path.resolve(import.meta.dirname, '../../../web/dist/client');

/** A page less the site's stylesheet inside it (decision 023), whose selectors name every screen's classes. */
const withoutStylesheet = (page: string) => page.replace(/<style>[^<]*<\/style>/, '');

/** What a page shows: without its stylesheet and the data it hands to the browser's script. */
export const shown = (page: string) => {
  const words = withoutStylesheet(page);
  return words.slice(0, words.indexOf('<script type="application/json"'));
};

/**
 * For the describe block it is called in: a test app serving the real web build, made before the block's
 * tests and closed after them, with the admin signed in (`t.admin`), and the admin's calls on site items.
 */
export function siteOnTheWebBuild() {
  const t = {} as TestApp & { admin: string };
  beforeAll(async () => {
    expect(fs.existsSync(path.join(webDist, 'pages/template.html')), 'run npm run build first').toBe(true);
    Object.assign(t, await createTestApp({ env: { WEB_DIST: webDist } }));
    t.admin = await loginCookie(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(() => ('close' in t ? t.close() : undefined));
  return {
    t,
    /**
     * Changes content behind the app's back, as a migration or another process does, and waits until the
     * app has heard of it: on PostgreSQL the news comes by NOTIFY, a moment after the commit, and a page
     * asked for before then is the one kept from before (decision 060).
     */
    behindTheApp: async (write: () => Promise<unknown>) => {
      const heard = t.app.contentVersion.nextChange();
      await write();
      await heard;
    },
    /** Runs one migration again, as on an installation that ran before it. */
    rerunMigration: async (name: string) => {
      await t.app.database.query('DELETE FROM schema_migrations WHERE name = $1', [name]);
      expect(await migrate(t.app.database, { only: new Set([name]) })).toEqual([name]);
      // A real upgrade migrates before the server reads any content; here the app is already running, and on
      // PostgreSQL the trigger's notification may arrive after the next request (it failed so at load 16).
      t.app.contentVersion.changed();
    },
    ...siteItemCalls(
      () => t.app,
      () => t.admin,
    ),
  };
}

/** An admin's save and publish of a site item, sending back the version it loaded (If-Match). */
export const siteItemCalls = (app: () => FastifyInstance, cookie: () => string) => {
  const calls = itemCalls(app, cookie);
  return {
    ...calls,
    /** Saves a draft, checks it is not on the page yet, publishes it and answers the page's HTML. */
    publishAndRead: async (key: string, data: unknown, etag: string, page: string, unseen: string) => {
      const saved = await calls.saveDraft(key, data, etag);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await calls.html(page)).not.toContain(unseen);
      const published = await calls.publish(key, saved.headers.etag as string);
      expect(published.statusCode, published.body).toBe(200);
      return calls.html(page);
    },
    /** Publishes the Site settings with the trust's name and the tax relief it follows (decision 153). */
    useTaxRelief: async (taxRelief: TaxReliefScheme) => {
      const { data, etag } = await calls.item<SiteSettings>('settings');
      const saved = await calls.saveDraft('settings', { ...data, trustName: 'Laxey Heritage Trust', taxRelief }, etag);
      expect((await calls.publish('settings', saved.headers.etag as string)).statusCode).toBe(200);
    },
  };
};

const itemCalls = (app: () => FastifyInstance, cookie: () => string) => ({
  saveDraft: (key: string, data: unknown, etag: string | undefined, as = cookie()) =>
    app().inject({
      method: 'PUT',
      url: `/api/admin/site/items/${key}/draft`,
      headers: { cookie: as, ...(etag ? { 'if-match': etag } : {}) },
      payload: { data },
    }),
  publish: (key: string, etag: string) =>
    app().inject({
      method: 'POST',
      url: `/api/admin/site/items/${key}/publish`,
      headers: { cookie: cookie(), 'if-match': etag },
    }),
  /** What is live of an item, with the version to send back. */
  item: async <T>(key: string) => {
    const res = await app().inject({ url: `/api/admin/site/items/${key}`, headers: { cookie: cookie() } });
    expect(res.statusCode, res.body).toBe(200);
    return { data: res.json<SiteContentItem<T>>().published, etag: res.headers.etag as string };
  },
  /**
   * A page as a visitor without JavaScript gets it, less the site's stylesheet inside it (decision 023),
   * whose selectors name every screen's classes and attributes in brackets.
   */
  html: async (url: string) => {
    const res = await app().inject({ url });
    expect(res.statusCode).toBe(200);
    return withoutStylesheet(res.body);
  },
  /** A picture uploaded through the Site area's upload: its address, to put in a document. */
  uploadPicture: async () => {
    const picture = { bytes: await pngImage(), fileName: 'cover.png', type: 'image/png' };
    const res = await postMultipart(app(), '/api/admin/site/images', [['image', picture]], cookie());
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ address: string }>().address;
  },
});
