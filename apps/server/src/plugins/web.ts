import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFoundFile, prerenderFile, siteRoutes } from '@lmr/shared/site-routes';
import { type Precompressed, precompress, sendPrecompressed } from '../services/precompressed.ts';

const YEAR_S = 365 * 24 * 60 * 60;

/** Screens whose form holds a password. */
const secretFormScreens = new Set(['login', 'register', 'resetPassword', 'setPassword']);

function readPage(dist: string, file: string, publicUrl: string): Precompressed | undefined {
  const full = path.join(dist, file);
  if (!fs.existsSync(full)) return undefined;
  return precompress(fs.readFileSync(full, 'utf8').replaceAll('%PUBLIC_URL%', publicUrl));
}

const missingBuild = precompress(
  '<!doctype html><html lang="en"><title>Not built</title><p>The web app has not been built: run npm run build.</p></html>',
);

/**
 * Serves the built web app from the same port as the API: fingerprinted assets cached for a year,
 * each screen's prerendered HTML, and the 404 page with a real 404 status.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { dist: string; publicUrl: string }) => {
  const { dist, publicUrl } = opts;
  const pages = new Map<string, Precompressed | undefined>(
    siteRoutes.map((r) => [r.name, readPage(dist, prerenderFile(r.name), publicUrl)]),
  );
  const notFoundPage = readPage(dist, notFoundFile, publicUrl);
  const assetsDir = path.join(dist, 'assets') + path.sep;
  if (!notFoundPage) app.log.warn({ dist }, 'the web app is not built; pages will say so');

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

  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: Precompressed, status: number) =>
    sendPrecompressed(request, reply, page, { type: 'text/html; charset=utf-8', status });

  // One route per screen, so the router finds a page in one step; anything else is the 404 page.
  for (const route of siteRoutes) {
    const page = pages.get(route.name) ?? missingBuild;
    // Pages are compressed once at start-up; the compression plugin has nothing to do here.
    app.get(route.path, { schema: { hide: true }, compress: false }, (request, reply) =>
      sendPage(request, reply, page, 200),
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
    return sendPage(request, reply, notFoundPage ?? missingBuild, 404);
  });
});
