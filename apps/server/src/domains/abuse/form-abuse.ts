import { rateLimitAddress } from './client-address.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { enforceRateLimit, type RateRule } from './rate-limit.ts';

/** Counts a form post against both the visitor's IP and the address typed in; 429 past either limit. */
export async function limitPerIpAndAddress(
  database: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  form: string,
  email: string,
  rules: { ip: RateRule; address: RateRule },
) {
  await enforceRateLimit(database, reply, `${form}:ip:${rateLimitAddress(request.ip)}`, rules.ip);
  await enforceRateLimit(database, reply, `${form}:address:${email.toLowerCase()}`, rules.address);
}

/** A filled honeypot field means a bot: it gets the normal answer, and nothing is stored or sent. */
export const isBot = (body: { website?: string }) => Boolean(body.website?.trim());

export const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
