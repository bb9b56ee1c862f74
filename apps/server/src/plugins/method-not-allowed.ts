import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error.ts';

interface AllowedMethods {
  pattern: RegExp;
  allow: string[];
}

/** Each API path of the route table as a pattern (`:name` stands for one segment) with its methods. */
function apiPaths(table: FastifyInstance['routeTable']): AllowedMethods[] {
  const byPath = new Map<string, string[]>();
  for (const { url, method } of table) {
    if (!url.startsWith('/api/') || url.includes('*')) continue;
    byPath.set(url, [...(byPath.get(url) ?? []), method]);
  }
  return [...byPath].map(([url, allow]) => ({
    pattern: new RegExp(`^${url.replace(/[.]/g, '\\.').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
    allow,
  }));
}

/**
 * A wrong method on an API path that exists answers 405 with the methods it takes (Allow), in the API's
 * error format, rather than the 404 of a path that does not exist.
 */
export const methodNotAllowedPlugin = fp(async (app: FastifyInstance) => {
  let paths: AllowedMethods[] = [];
  app.addHook('onReady', async () => {
    paths = apiPaths(app.routeTable);
  });
  // A callback, not an async hook: it runs on every request, and a promise each time shows in a cached page's cost.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.is404) return done();
    const path = request.url.split('?', 1)[0]!;
    const known = paths.find((p) => p.pattern.test(path));
    if (!known) return done();
    reply.header('allow', known.allow.join(', '));
    done(new HttpError(405, 'method_not_allowed', 'That method is not allowed here.'));
  });
});
