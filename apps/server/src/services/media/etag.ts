import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Public reads carry an ETag; a client that already has this version gets an empty 304. */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, payload: unknown, type?: string) {
  const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag).header('cache-control', 'no-cache');
  const sent = request.headers['if-none-match'];
  if (sent && sent.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return reply.status(304).send();
  reply.type(type ?? 'application/json; charset=utf-8');
  return reply.send(text);
}
