import type { Config } from '../config.ts';

/**
 * Fastify leaves a connection open for as long as its client likes: one that sends nothing, or trickles a
 * header line now and then, holds a file of the process for good, and a few thousand of them exhaust the
 * process's files. Node checks the headers and request timeouts on an interval (30 s unless told), so the
 * interval follows the headers timeout: a connection is closed within a quarter more than its timeout.
 */
export function serverTimeouts(timeouts: Config['timeouts']) {
  const headersTimeout = timeouts.headersSeconds * 1000;
  return {
    connectionTimeout: timeouts.idleSeconds * 1000,
    requestTimeout: timeouts.requestSeconds * 1000,
    http: { headersTimeout, connectionsCheckingInterval: Math.min(30_000, headersTimeout / 4) },
  };
}
