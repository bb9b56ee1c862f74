import type { FastifyReply, FastifyRequest } from 'fastify';
import { precompress, sendPrecompressed } from './precompressed.ts';

/** Public reads carry an ETag; a client that already has this version gets an empty 304. */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, payload: unknown, type?: string) {
  const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return sendPrecompressed(request, reply, precompress(text), { type: type ?? 'application/json; charset=utf-8' });
}
