import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/** A response body made once and sent many times: with its ETag, and each compressed form once asked for. */
export interface Precompressed {
  text: string;
  /** The text's bytes, encoded once rather than on every send. */
  identity: Buffer;
  etag: string;
  /**
   * The brotli or gzip form, made when a client first asks for it and kept: the first answer after a publish
   * waits for the one form its client takes, not for both.
   */
  encoded(encoding: Encoding): Buffer;
}

const compress: Record<Encoding, (text: string) => Buffer> = {
  br: (text) => zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (text) => zlib.gzipSync(text, { level: 9 }),
};

export function precompress(text: string): Precompressed {
  const forms: Partial<Record<Encoding, Buffer>> = {};
  return {
    text,
    identity: Buffer.from(text),
    etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`,
    encoded: (encoding) => (forms[encoding] ??= compress[encoding](text)),
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
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
  if (!encoding) return reply.status(status).send(body.identity);
  return reply.status(status).header('content-encoding', encoding).send(body.encoded(encoding));
}
