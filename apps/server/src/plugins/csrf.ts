import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { feedbackMessages } from '@lmr/shared/messages';
import { HttpError } from '../http-error.ts';

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
 */
export const csrfPlugin = fp(async (app: FastifyInstance) => {
  const publicOrigin = originOf(app.config.publicUrl);
  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method) || request.routeOptions.config?.csrf === false) return;
    const origin = claimedOrigin(request);
    if (origin === undefined) return;
    // request.protocol and request.host follow X-Forwarded-* only when TRUST_PROXY is set.
    if (origin === publicOrigin || origin === `${request.protocol}://${request.host}`) return;
    throw new HttpError(403, 'cross_origin', feedbackMessages.crossOrigin);
  });
});
