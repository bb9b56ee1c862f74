import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { pageTemplateFile, type SiteRoute } from '@lmr/shared/site-routes';
import type { Db } from '../../db/database.ts';
import { type Precompressed, precompress } from '../../http/precompressed.ts';
import type { ContentVersion } from '../content/content-version.ts';
import { loadQuery } from './page-loaders.ts';

const hashesOf = (template: string, pattern: RegExp) =>
  [...template.matchAll(pattern)].map(([, text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`);

/** What the web build's SSR entry (apps/web/src/entry-server.tsx) exports. */
interface EntryServer {
  render(
    pathname: string,
    publicUrl: string,
    data: { key: readonly unknown[]; value: unknown }[],
  ): Promise<{ head: string; html: string; state: string }>;
  hasRouteData(name: string): boolean;
  queriesFor(pathname: string): (readonly unknown[])[];
}

export interface Page {
  body: Precompressed;
  status: number;
}

/** Pages kept per content version: every screen, and up to this many event pages and the like. */
const MAX_PAGES = 2_000;

/**
 * Renders pages with the web app's own components, per request, from the database; keeps each
 * finished page (compressed, with its ETag) until the content's version moves, so a page is rendered
 * once per change and then served from memory. Screens without data are kept by name, whatever their
 * address; screens with data by address.
 */
export async function pageRenderer(options: {
  dist: string;
  publicUrl: string;
  db: Db;
  versions: Pick<ContentVersion, 'current'>;
  log: FastifyBaseLogger;
}) {
  const { dist, publicUrl, db, versions } = options;
  const templatePath = path.join(dist, pageTemplateFile);
  const entryPath = path.join(dist, '../server/entry-server.js');
  if (!fs.existsSync(templatePath) || !fs.existsSync(entryPath)) return undefined;
  const template = fs.readFileSync(templatePath, 'utf8');
  const entry = (await import(pathToFileURL(entryPath).href)) as EntryServer;

  let cachedVersion = '';
  const pages = new Map<string, Promise<Page>>();

  async function render(pathname: string, status: number): Promise<Page> {
    const data = await Promise.all(
      entry.queriesFor(pathname).map(async (key) => ({ key, value: await loadQuery(db, key) })),
    );
    // Its data says there is no such thing (an event that does not exist): the screen says so, as a 404,
    // rendered with that answer so the browser's hydration matches it.
    if (data.some((d) => d.value === null)) status = 404;
    const page = await entry.render(pathname, publicUrl, data);
    const html = template
      .replace('<!--app-head-->', page.head)
      .replace('<!--app-html-->', page.html)
      .replace('</body>', `${page.state}</body>`);
    return { body: precompress(html), status };
  }

  function cached(key: string, make: () => Promise<Page>): Promise<Page> {
    let page = pages.get(key);
    if (!page) {
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
      page = make();
      pages.set(key, page);
      page.catch(() => pages.delete(key));
    }
    return page;
  }

  /** One page for every unknown address. */
  const notFound = () => cached('404', () => render(NOT_FOUND_PATH, 404));
  // The spec's guard sends every /admin path to Access Denied unless the role is admin, so an unknown one
  // gets the same page and status as a real admin screen: only an admin learns which ones exist.
  const unknownAdminPage = () => cached('admin-404', () => render(UNKNOWN_ADMIN_PATH, 200));

  return {
    /** The template's inline stylesheet and script loader as policy sources: a page allows them by hash alone. */
    inlineHashes: {
      style: hashesOf(template, /<style>([^<]*)<\/style>/g),
      script: hashesOf(template, /<script type="module">([^<]*)<\/script>/g),
    },
    /** `route` is the screen the router already found for this address, or undefined for a 404. */
    async get(pathname: string, route: SiteRoute | undefined): Promise<Page> {
      const version = await versions.current();
      if (version !== cachedVersion) {
        pages.clear();
        cachedVersion = version;
      }
      if (!route) return /^\/admin(?:\/|$)/.test(pathname) ? unknownAdminPage() : notFound();
      if (!(route.path.includes(':') && entry.hasRouteData(route.name))) {
        return cached(route.name, () => render(samplePath(route.path), 200));
      }
      const address = pathname.replace(/\/$/, '');
      const known = pages.get(address);
      if (known) return known;
      // Only pages that exist are kept by address: made-up ones would push them out.
      const made = render(address, 200);
      made.then(
        (page) => {
          if (page.status === 200 && cachedVersion === version) cached(address, () => made);
        },
        () => undefined,
      );
      return made;
    },
  };
}

/**
 * A screen whose HTML does not depend on its address is rendered once, for a made-up one: never for
 * the first visitor's, which may hold a token (/unsubscribe/<token>).
 */
const samplePath = (routePath: string) => routePath.replace(/:[A-Za-z]+/g, 'example');
const NOT_FOUND_PATH = '/this-page-does-not-exist';
const UNKNOWN_ADMIN_PATH = '/admin/this-page-does-not-exist';
