import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { feedbackMessages } from '@lmr/shared/messages';
import { HttpError } from '../http-error.ts';
import { proxyTrust } from '../http/trusted-proxy.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` exempts a route from the Origin check (RFC 8058 one-click unsubscribe from mail programs). */
    csrf?: false;
  }
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The origin a browser names for the request: Origin, else the Referer's; undefined when it names none. */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  return referer ? (originOf(referer) ?? 'null') : undefined;
}

/**
 * Cross-site request forgery: a state-changing request that a browser says came from another origin is
 * refused. Requests naming no origin (curl, mail programs, old clients) pass: browsers send Origin on
 * every cross-site POST, and the SameSite=Lax session cookie is not sent on those anyway.
 *
 * The site's origin is PUBLIC_URL's. The Host a client wrote proves nothing (a page whose name resolves to
 * this server sends its own name as both Host and Origin), so the origin a request reached counts only as
 * a proxy TRUST_PROXY trusts reports it (decision 070).
 */
export const csrfPlugin = fp(async (app: FastifyInstance) => {
  const publicOrigin = originOf(app.config.publicUrl);
  const trusts = proxyTrust(app.config.trustProxy);
  const reachedThroughTrustedProxy = (request: FastifyRequest) =>
    trusts?.(request.socket.remoteAddress ?? '', 0) === true;
  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method) || request.routeOptions.config?.csrf === false) return;
    const origin = claimedOrigin(request);
    if (origin === undefined || origin === publicOrigin) return;
    // request.protocol and request.host follow X-Forwarded-Proto and -Host from a trusted proxy.
    if (reachedThroughTrustedProxy(request) && origin === `${request.protocol}://${request.host}`) return;
    throw new HttpError(403, 'cross_origin', feedbackMessages.crossOrigin);
  });
});
