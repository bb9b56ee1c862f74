import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listening, parseAnswer, rawConnection } from './support/raw-socket.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** Each timeout below is 1 or 3 seconds; without them these connections stayed open for good. */
const bound = 6_000;

/** Milliseconds until the server closed the connection; Infinity when it still had not after `ms`. */
async function closedWithin(connection: Awaited<ReturnType<typeof rawConnection>>, ms: number) {
  await Promise.race([connection.closed, sleep(ms)]);
  return connection.closedAfter() ?? Infinity;
}

describe('slow and idle connections, on a listening server', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { HEADERS_TIMEOUT_SECONDS: '1', IDLE_TIMEOUT_SECONDS: '3' } });
    port = await listening(t.app);
  });
  afterAll(() => t.close());

  it('are closed within a bound, while other requests are served as usual', async () => {
    const silent = await rawConnection(port);

    const trickling = await rawConnection(port);
    trickling.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const trickle = setInterval(() => trickling.socket.write('X-Slow: one more line\r\n'), 200);

    // Its headers are whole; its body never comes.
    const stalled = await rawConnection(port);
    stalled.socket.write('POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n');
    stalled.socket.write('Content-Length: 100\r\n\r\n{"email":');

    try {
      const served = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(served.status).toBe(200);
      expect(silent.closedAfter()).toBeUndefined();

      const [silentAfter, tricklingAfter, stalledAfter] = await Promise.all(
        [silent, trickling, stalled].map((c) => closedWithin(c, bound)),
      );
      expect(silentAfter, 'a connection that sends nothing').toBeLessThan(bound);
      expect(tricklingAfter, 'a connection that trickles header lines').toBeLessThan(bound);
      expect(stalledAfter, 'a request whose body stops').toBeLessThan(bound);

      const timedOut = parseAnswer(await trickling.closed);
      expect(timedOut.status).toBe(408);
      expect(JSON.parse(timedOut.body)).toEqual({
        error: { code: 'request_timeout', message: 'The request took too long to arrive.' },
      });
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    } finally {
      clearInterval(trickle);
      for (const c of [silent, trickling, stalled]) c.socket.destroy();
    }
  });

  it('leave a kept-alive connection open between requests for longer than the headers timeout', async () => {
    const browser = await rawConnection(port);
    /** The next answer on the connection; status NaN when the server closed it instead. */
    const ask = () => {
      const answer = new Promise<string>((resolve) => browser.socket.once('data', (d: Buffer) => resolve(String(d))));
      browser.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      return Promise.race([answer, browser.closed.then(() => '')]).then((raw) => parseAnswer(raw).status);
    };
    try {
      expect(await ask()).toBe(200);
      await sleep(1_500);
      expect(await ask()).toBe(200);
    } finally {
      browser.socket.destroy();
    }
  });
});
