import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A response body made once and sent many times: with its ETag and its brotli and gzip forms. */
export interface Precompressed {
  text: string;
  /** The text's bytes, encoded once rather than on every send. */
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export function precompress(text: string): Precompressed {
  return {
    text,
    identity: Buffer.from(text),
    br: zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: zlib.gzipSync(text, { level: 9 }),
    etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`,
  };
}

/** Sends the smallest form the client accepts, or 304 when it already has this version. */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Precompressed,
  options: { type: string; status?: number },
) {
  const status = options.status ?? 200;
  reply.header('cache-control', 'no-cache').header('etag', body.etag).header('vary', 'accept-encoding');
  reply.type(options.type);
  const sent = request.headers['if-none-match'];
  if (status === 200 && sent && sent.split(',').some((t) => t.trim().replace(/^W\//, '') === body.etag)) {
    return reply.status(304).send();
  }
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return reply.status(status).header('content-encoding', 'br').send(body.br);
  if (/\bgzip\b/.test(accepts)) return reply.status(status).header('content-encoding', 'gzip').send(body.gzip);
  return reply.status(status).send(body.identity);
}
