import net from 'node:net';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';

const CONNECT_TIMEOUT_MS = 30_000;

/**
 * nodemailer's options for a pool of SMTP connections to SMTP_URL. The URL is parsed here because
 * nodemailer, given `{ url, pool: true }`, keeps only what the URL says and silently sends each mail
 * over a new connection (each waiting for the server's greeting). The sockets have Nagle's algorithm
 * off: nodemailer writes a message in several small pieces, and with it on, each mail's last piece
 * waited for the server's delayed acknowledgement (about 40 ms). See docs/decisions/058.
 */
export function smtpPoolOptions(smtpUrl: string): SMTPPool.Options {
  const target = parseConnectionUrl(smtpUrl);
  return {
    ...target,
    pool: true,
    maxConnections: 5,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
    // A connected TCP socket; nodemailer still does TLS on it for smtps:// and STARTTLS.
    getSocket(_options, callback) {
      const socket = net.connect({ host: target.host ?? 'localhost', port: target.port ?? 25, noDelay: true });
      socket.setTimeout(CONNECT_TIMEOUT_MS, () => socket.destroy(new Error('SMTP connection timeout')));
      socket.once('error', (err) => callback(err, null));
      socket.once('connect', () => {
        socket.setTimeout(0);
        socket.removeAllListeners('error');
        callback(null, { connection: socket });
      });
    },
  };
}
