// The local SMTP server's own ceiling: the least a client can do per mail. Each connection pipelines
// (RFC 2920): one write carries a mail's data, its end and the next mail's MAIL, RCPT and DATA, and
// then waits once for their replies. No MIME building, no queue, Nagle's algorithm off.
import net from 'node:net';

function connection(port: number) {
  const socket = net.connect({ host: '127.0.0.1', port, noDelay: true });
  let buffer = '';
  const waiting: { count: number; resolve: () => void }[] = [];
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let end;
    while ((end = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (!/^\d{3} /.test(line)) continue; // a continuation line of a multi-line reply
      if (!/^[23]/.test(line)) throw new Error(`SMTP server refused: ${line}`);
      const head = waiting[0]!;
      if (--head.count === 0) {
        waiting.shift();
        head.resolve();
      }
    }
  });
  const replies = (count: number, data = '') =>
    new Promise<void>((resolve) => {
      waiting.push({ count, resolve });
      if (data) socket.write(data);
    });
  return { socket, replies };
}

const envelope = (i: number) => `MAIL FROM:<bench@example.org>\r\nRCPT TO:<r${i}@example.org>\r\nDATA\r\n`;
const message = (i: number, text: string) =>
  `From: bench@example.org\r\nTo: r${i}@example.org\r\nSubject: Bench\r\n\r\n${text}\r\n.\r\n`;

/** Sends `total` mails over `connections` pipelining connections; resolves when all are accepted. */
export async function rawPipelinedSend(port: number, total: number, connections: number, text: string) {
  let next = 0;
  const lane = async () => {
    const { socket, replies } = connection(port);
    await replies(1); // greeting
    await replies(1, 'EHLO bench\r\n');
    let i = next++;
    if (i >= total) return void socket.end();
    await replies(3, envelope(i));
    while (i < total) {
      const following = next < total ? next++ : -1;
      await replies(following < 0 ? 1 : 4, message(i, text) + (following < 0 ? '' : envelope(following)));
      i = following < 0 ? total : following;
    }
    await replies(1, 'QUIT\r\n');
    socket.end();
  };
  await Promise.all(Array.from({ length: connections }, lane));
}
