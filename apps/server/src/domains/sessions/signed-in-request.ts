import type { FastifyRequest } from 'fastify';
import type { SessionUser } from './sessions-repository.ts';

/** A request to a call that needs a user: the auth hook refused it before any handler if there was none. */
export type SignedInRequest = FastifyRequest & { user: SessionUser };
