import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * The app listening on a free port of 127.0.0.1, as the server runs. Raw sockets go through Node's own
 * HTTP parser and timers there, which app.inject leaves out.
 */
export async function listening(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

export interface RawConnection {
  socket: net.Socket;
  /** Everything the server sent, once it has closed the connection. */
  closed: Promise<string>;
  /** Milliseconds from connecting until the server closed the connection; undefined until then. */
  closedAfter: () => number | undefined;
}

/** A connection that sends exactly what the test writes, and records what comes back and when it closes. */
export async function rawConnection(port: number): Promise<RawConnection> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const start = performance.now();
  let closedAt: number | undefined;
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  // A write racing the server's close fails with EPIPE or ECONNRESET: the close is what the test waits for.
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) =>
    socket.once('close', () => {
      closedAt = performance.now();
      resolve(Buffer.concat(chunks).toString('latin1'));
    }),
  );
  return { socket, closed, closedAfter: () => (closedAt === undefined ? undefined : closedAt - start) };
}

/** Sends `request` as it is and answers the status, headers and body the server sent before it closed. */
export async function rawExchange(port: number, request: string | Buffer) {
  const connection = await rawConnection(port);
  connection.socket.write(request);
  return parseAnswer(await connection.closed);
}

export function parseAnswer(raw: string) {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}
