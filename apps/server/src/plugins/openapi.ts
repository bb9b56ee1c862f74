import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiDocsPolicy } from './security.ts';

/** A multipart upload's fields (the route schema's `form`) become the document's request body. */
const transform: typeof jsonSchemaTransform = (document) => {
  const { form, ...schema } = (document.schema ?? {}) as Record<string, unknown>;
  return jsonSchemaTransform({ ...document, schema: form ? { ...schema, body: form } : schema } as typeof document);
};

/** The OpenAPI description, made from the same zod schemas the routes validate with, at /api/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Laxey Mines Railway API',
        version: '1.0.0',
        description:
          'Each operation lists the answers its own code gives. Any request may also be refused before it reaches an operation, in the same error format: 400 (a malformed request), 408 (headers too slow), 414 (an address too long), 431 (headers too large). Operations that take no input, such as getAllEvents, timetable and timetableSummary, have no refusal of their own.',
      },
      servers: [{ url: app.config.publicUrl }],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'lmr_session' } } },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // swagger-ui's own policy (staticCSP: true) lets in outside images and styles and any framing page.
  const docsPolicy = apiDocsPolicy(app.swaggerCSP);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/docs')) reply.header('content-security-policy', docsPolicy);
    done(null, payload);
  });
});
