import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../src/plugins/security.ts';
import { listening, rawExchange } from './support/raw-socket.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const head = (requestLine: string, ...headers: string[]) =>
  `${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers.map((h) => `${h}\r\n`).join('')}\r\n`;

/** What Node and Fastify refuse before any handler of ours runs, sent as raw bytes to a listening server. */
const refusals = [
  { what: 'headers over 16 KB', request: head('GET / HTTP/1.1', `X-Big: ${'a'.repeat(17 * 1024)}`), status: 431 },
  { what: 'a malformed request line', request: 'GET /\u0001 HTTP/1.1 nonsense\r\n\r\n', status: 400 },
  {
    what: 'both Content-Length and Transfer-Encoding',
    request: `${head('POST /api/login HTTP/1.1', 'Content-Type: application/json', 'Content-Length: 2', 'Transfer-Encoding: chunked')}2\r\n{}\r\n0\r\n\r\n`,
    status: 400,
  },
  {
    what: 'an address parameter too long for the router',
    request: head(`GET /api/get-event/${'a'.repeat(5000)} HTTP/1.1`),
    status: 414,
  },
  { what: 'a malformed percent-encoding', request: head('GET /api/get-event/%E0%A4%A HTTP/1.1'), status: 400 },
  {
    what: 'a body over the limit',
    request: head('POST /api/login HTTP/1.1', 'Content-Type: application/json', `Content-Length: ${2 * 1024 * 1024}`),
    status: 413,
  },
];

describe('refusals made before our handlers, on a listening server', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    port = await listening(t.app);
  });
  afterAll(() => t.close());

  it.each(refusals)('$what: $status in the API’s error format, with the security headers', async (refusal) => {
    const answer = await rawExchange(port, refusal.request);
    expect(answer.status).toBe(refusal.status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(answer.body) as { error: { code: string; message: string } };
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
    for (const [name, value] of Object.entries(securityHeaders)) expect(answer.headers[name], name).toBe(value);
  });
});
