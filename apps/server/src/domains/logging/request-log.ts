import type { FastifyRequest } from 'fastify';

/**
 * Link tokens (unsubscribe, confirmation) are 43 base64url characters and travel in paths. Anything that
 * long in a path or query is taken for one and not logged: ids (36-character UUIDs) and titles stay readable.
 */
export const withoutTokens = (url: string) => url.replace(/[\w-]{40,}/g, '[redacted]');

/** Fastify's default request line, with tokens taken out of the URL. */
export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: withoutTokens(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
