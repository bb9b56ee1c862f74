import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from '@lmr/shared/roles';

export interface RouteEntry {
  method: string;
  url: string;
  access?: Access;
  /** A POST that only computes an answer (api-routes.ts `changesNothing`). */
  changesNothing?: boolean;
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
      });
    }
  });
});
