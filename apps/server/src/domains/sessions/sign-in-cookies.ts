import type { FastifyRequest } from 'fastify';

/** What the session cookie and the device cookie share: sent to this site only, Secure wherever https is. */
export const signInCookieOptions = (request: FastifyRequest) => ({
  path: '/',
  sameSite: 'lax' as const,
  // Behind a proxy without TRUST_PROXY the request looks like http; an https PUBLIC_URL still says.
  secure: request.protocol === 'https' || request.server.config.publicUrl.startsWith('https:'),
});
