import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { ApiCall } from '@lmr/shared/api-contract';
import type { AnswerInput } from '@lmr/shared/api-responses';
import type { SessionUser } from '../domains/sessions/sessions-repository.ts';
import { responseSchemas } from './response-schemas.ts';

type BodyOf<C> = C extends { body: z.ZodType } ? z.output<C['body']> : unknown;
type ParamsOf<C> = C extends { params: z.ZodType } ? z.output<C['params']> : unknown;
type QueryOf<C> = C extends { query: z.ZodType } ? z.output<C['query']> : unknown;

/** The auth hook refuses a call that needs a user before its handler runs, so there the user is never null. */
type UserOf<C> = C extends { access: 'public' } ? SessionUser | null : SessionUser;

export type RouteRequest<C extends ApiCall> = FastifyRequest<{
  Body: BodyOf<C>;
  Params: ParamsOf<C>;
  Querystring: QueryOf<C>;
}> & {
  user: UserOf<C>;
};
/** A handler returns the call's answer (checked against the contract) or sends its own reply. */
export type RouteHandler<C extends ApiCall> = (
  request: RouteRequest<C>,
  reply: FastifyReply,
) => Promise<AnswerInput<C['name']> | FastifyReply>;

const tagOf = (path: string) => path.split('/')[2] ?? 'api';

/** Registers one call of the API contract: its method, path, schemas and access rule come from the contract. */
export function defineRoute<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  handler: RouteHandler<C>,
  options: Pick<RouteShorthandOptions, 'bodyLimit'> & { config?: Record<string, unknown> } = {},
) {
  app.route({
    method: call.method,
    url: call.path,
    bodyLimit: options.bodyLimit,
    config: {
      ...options.config,
      access: call.access,
      ...(call.csrf === false ? { csrf: false as const } : {}),
      ...(call.changesNothing ? { changesNothing: true as const } : {}),
      ...(call.secondFactorStep ? { secondFactorStep: true as const } : {}),
      ...(call.audited ? { audited: true as const } : {}),
      ...(call.recentConfirmation ? { recentConfirmation: true as const } : {}),
    },
    schema: {
      operationId: call.name,
      summary: call.summary,
      tags: [tagOf(call.path)],
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(call.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(call.form ? { form: call.form } : {}),
      security: call.access === 'public' ? [] : [{ session: [] }],
      response: responseSchemas(call),
    },
    handler: handler as never,
  });
}
