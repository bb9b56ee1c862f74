import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { caseCorrectedPath, type SiteRoute, siteRoutes } from '@lmr/shared/site-routes';
import { railwayToday } from '@lmr/shared/timetable';
import { versionOfTheDay } from '../domains/content/content-version.ts';
import { pageRenderer } from '../domains/pages/page-renderer.ts';
import { precompress, sendPrecompressed } from '../http/precompressed.ts';
import { feedPagePolicy, gatePagePolicy, gatePermissions, pagePolicy } from './security.ts';

const YEAR_S = 365 * 24 * 60 * 60;

/** Screens whose form holds a password. */
const secretFormScreens = new Set(['login', 'register', 'resetPassword', 'setPassword']);

const missingBuild = precompress(
  '<!doctype html><html lang="en"><title>Not built</title><p>The web app has not been built: run npm run build.</p></html>',
);

/**
 * Serves the built web app from the same port as the API: fingerprinted assets cached for a year,
 * each screen rendered by the server from the database (kept until the content changes), and the
 * 404 page with a real 404 status.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { dist: string; publicUrl: string }) => {
  const { dist, publicUrl } = opts;
  const pages = await pageRenderer({
    dist,
    publicUrl,
    db: app.database.db,
    // Every page's banner says what happens today.
    versions: versionOfTheDay(app.contentVersion, railwayToday),
    log: app.log,
  });
  const assetsDir = path.join(dist, 'assets') + path.sep;
  const inlineHashes = pages?.inlineHashes ?? { style: [], script: [] };
  const policy = pagePolicy(inlineHashes);
  const policies: Partial<Record<string, string>> = {
    home: feedPagePolicy(inlineHashes),
    gate: gatePagePolicy(inlineHashes),
  };
  if (!pages) app.log.warn({ dist }, 'the web app is not built; pages will say so');

  if (fs.existsSync(dist)) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Vite fingerprints everything under assets/, so those names never change content.
      setHeaders: (res, filePath) =>
        res.header(
          'cache-control',
          filePath.startsWith(assetsDir) ? `public, max-age=${YEAR_S}, immutable` : 'public, max-age=3600',
        ),
      allowedPath: (pathName) =>
        !pathName.startsWith('/pages/') && !pathName.startsWith('/.') && !pathName.endsWith('.html'),
    });
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, route: SiteRoute | undefined) => {
    const pathname = request.url.split('?')[0]!;
    reply.header('content-security-policy', policies[route?.name ?? ''] ?? policy);
    if (route?.name === 'gate') reply.header('permissions-policy', gatePermissions);
    const page = pages ? await pages.get(pathname, route) : { body: missingBuild, status: route ? 200 : 404 };
    return sendPrecompressed(request, reply, page.body, {
      type: 'text/html; charset=utf-8',
      status: page.status,
    });
  };

  // One route per screen, so the router finds a page in one step; anything else is the 404 page.
  for (const route of siteRoutes) {
    // Pages are compressed once per render, and a GET has no body to decompress: the compression plugin
    // has nothing to do here, and its hooks cost a few percent of a cached page.
    app.get(route.path, { schema: { hide: true }, compress: false, decompress: false }, (request, reply) =>
      sendPage(request, reply, route),
    );
  }

  // Forms with a password say method="post", so Enter pressed before the page's script runs never puts the
  // password in the address bar, the history or a log. Such a post is answered without reading its body:
  // 303 back to the same screen, which then runs its script and sends the form to the API.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => {
      payload.resume();
      done(null, undefined);
    });
    for (const route of siteRoutes.filter((r) => secretFormScreens.has(r.name))) {
      scope.post(route.path, { schema: { hide: true } }, (_request, reply) => reply.redirect(route.path, 303));
    }
  });

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (!isPageRequest) {
      return reply.status(404).send({ error: { code: 'not_found', message: 'Not found.' } });
    }
    const [pathname, query] = request.url.split(/\?(.*)/s);
    const real = caseCorrectedPath(pathname!);
    if (real) return reply.redirect(query === undefined ? real : `${real}?${query}`, 301);
    return sendPage(request, reply, undefined);
  });
});
