import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from '@lmr/shared/roles';

export interface RouteEntry {
  method: string;
  url: string;
  access?: Access;
  /** A POST that only computes an answer (api-routes.ts `changesNothing`). */
  changesNothing?: boolean;
  /** One of the calls a session may make before passing its second factor. */
  secondFactorStep?: boolean;
  /** A user's call the audit log records whoever makes it. */
  audited?: boolean;
  /** A call that changes how the user signs in: the session must have confirmed it is its user shortly before. */
  recentConfirmation?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the server registered, as it registered it: what the authorization test walks. */
    routeTable: RouteEntry[];
  }
}

export const routeTablePlugin = fp(async (app: FastifyInstance) => {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      table.push({
        method,
        url: route.url,
        access: route.config?.access,
        changesNothing: Boolean(route.config?.changesNothing),
        secondFactorStep: Boolean(route.config?.secondFactorStep),
        audited: Boolean(route.config?.audited),
        recentConfirmation: Boolean(route.config?.recentConfirmation),
      });
    }
  });
});
