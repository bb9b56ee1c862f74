import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A POST with a JSON content type and no body (a common way to call POST /api/logout) is an empty object,
 * on every route; Fastify's own parser refuses it with 400. Any other body is parsed as Fastify does.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, {});
    else parseJson(request, text, done);
  });
});
