import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from '@lmr/shared/roles';
import { gateMessages } from '@lmr/shared/booking-gate';
import { railwayToday } from '@lmr/shared/timetable';
import { secondFactorMessages } from '@lmr/shared/second-factor';
import { LOGGED_IN_HINT_COOKIE } from '@lmr/shared/session-hint';
import { HttpError } from '../http-error.ts';
import { keepsTheGate } from '../domains/booking/gate-check-in.ts';
import { mustBeRecentlyConfirmed } from '../domains/sessions/confirmation.ts';
import { ABSOLUTE_MS, findSessionUser, type SessionUser } from '../domains/sessions/sessions-repository.ts';
import { signInCookieOptions } from '../domains/sessions/sign-in-cookies.ts';

export const SESSION_COOKIE = 'lmr_session';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Who may call this route; every /api route must say (checked when routes are added). */
    access?: Access;
    /** A call a session may make before it has passed its second factor (api-routes.ts `secondFactorStep`). */
    secondFactorStep?: true;
    /** A call that changes how the user signs in (api-routes.ts `recentConfirmation`). */
    recentConfirmation?: true;
  }
}

const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** One hook finds the session and enforces the role each route declares. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (isApiRoute(route.url) && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? await findSessionUser(app.database.db, token, request.ip) : null;
    const { access = 'public', secondFactorStep, recentConfirmation } = request.routeOptions.config ?? {};
    if (access === 'public') return;
    if (!request.user) throw new HttpError(401, 'not_logged_in', 'Please log in.');
    // The one place the second factor is enforced: whatever the route, a session that has not passed it
    // reaches only the calls that pass it or add one.
    if (request.user.secondFactorPending && !secondFactorStep) {
      throw new HttpError(401, 'second_factor_required', secondFactorMessages.required);
    }
    if (access === 'admin' && request.user.role !== 'admin') {
      throw new HttpError(403, 'forbidden', 'You do not have permission to do that.');
    }
    if (access === 'gate' && !(await keepsTheGate(app.database.db, request.user, railwayToday()))) {
      throw new HttpError(403, 'forbidden', gateMessages.notAtTheGate);
    }
    if (recentConfirmation) mustBeRecentlyConfirmed(request.user);
  });

  // What the API tells a logged-in user (profile, role, files, admin lists), and anything a route for
  // users answers, is kept by no shared cache and no browser history. Pages and pictures are the same
  // for everyone and stay cacheable.
  app.addHook('onSend', async (request, reply, payload) => {
    const access = request.routeOptions.config?.access ?? 'public';
    if (access !== 'public' || (request.user && isApiRoute(request.url))) reply.header('cache-control', 'no-store');
    return payload;
  });
});

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  const options = { ...signInCookieOptions(request), maxAge: ABSOLUTE_MS / 1000 };
  reply.setCookie(SESSION_COOKIE, token, { ...options, httpOnly: true });
  reply.setCookie(LOGGED_IN_HINT_COOKIE, '1', options);
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(LOGGED_IN_HINT_COOKIE, { path: '/' });
}
