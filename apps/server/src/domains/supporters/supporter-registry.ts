import type { FastifyInstance } from 'fastify';
import type { SupporterSource } from './supporter-sources.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every domain's supporter source, handed over at start (app.ts), as payment purposes are. */
    supporterSources: SupporterSource[];
  }
}

/** Hands the domains' sources to the supporters domain; a name given twice is a mistake at start. */
export function registerSupporterSources(app: FastifyInstance, sources: SupporterSource[]) {
  const names = sources.map((s) => s.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw new Error(`Supporter source "${twice}" is registered twice`);
  app.decorate('supporterSources', sources);
}
