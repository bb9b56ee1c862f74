import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { frameworkErrorBody } from '../plugins/errors.ts';
import { securityHeaders } from '../plugins/security.ts';

/** What Node's HTTP parser refuses before any route runs, by the code of its error. */
const statusOf = (code: string | undefined) =>
  code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;

/**
 * Fastify's `clientErrorHandler`: a request Node could not read (headers over 16 KB, a malformed request
 * line, both Content-Length and Transfer-Encoding, headers that took too long) is answered in the API's
 * one error format with the headers every answer carries, and its connection closed.
 */
export function answerClientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = statusOf(err.code);
  this.log.debug({ code: err.code, status }, 'request refused before routing');
  if (socket.writable) {
    const body = JSON.stringify(frameworkErrorBody(status));
    const headers = {
      ...securityHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
  }
  socket.destroy();
}
