import type { FastifyInstance } from 'fastify';
import { type SiteRouteName, siteRoutes } from '@lmr/shared/site-routes';
import { sendPrecompressed } from '../http/precompressed.ts';
import { publicCache } from '../http/public-cache.ts';
import { listEvents } from '../domains/events/events-repository.ts';

/** Screens a search engine has no use for: forms for staff, and pages that only make sense from a link. */
const notForSearch = new Set<SiteRouteName>([
  'login',
  'resetPassword',
  'forgotPassword',
  'setPassword',
  'unauthorized',
  'unsubscribe',
  'bookReturn',
  'bookManage',
  'bookOffer',
  'donateMonthly',
  // A member's own page, which their mailed link opens (decision 151).
  'myMembership',
  // A supporter's own record: the page a mailed link opens (decision 149).
  'ownRecord',
]);

export const sitemapPaths = siteRoutes
  .filter((r) => r.access === 'public' && !notForSearch.has(r.name) && !r.path.includes(':'))
  .map((r) => r.path);

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * sitemap.xml (every public screen and every history event's page, as absolute addresses from
 * PUBLIC_URL, rebuilt when the content changes) and robots.txt.
 */
export default async function seoRoutes(app: FastifyInstance) {
  const base = app.config.publicUrl;
  const sitemap = publicCache(
    app.contentVersion,
    async () => (await listEvents(app.database.db)).map((e) => `/history/${encodeURIComponent(e.slug)}`),
    (eventPaths) =>
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...[...sitemapPaths, '/timetable.ics', ...eventPaths].map(
          (p) => `  <url><loc>${escapeXml(base + p)}</loc></url>`,
        ),
        '</urlset>',
        '',
      ].join('\n'),
  );
  const robots = [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api',
    'Disallow: /volunteer',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');

  app.get('/sitemap.xml', { schema: { hide: true }, compress: false }, async (request, reply) =>
    sendPrecompressed(request, reply, await sitemap.get(), { type: 'application/xml; charset=utf-8' }),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
}
