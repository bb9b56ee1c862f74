import { z } from 'zod';
import { type ApiCall, refusalsOf } from '@lmr/shared/api-contract';
import { errorResponse } from '@lmr/shared/schemas';

const answered: Record<number, string> = {
  200: 'Done.',
  201: 'Created.',
  202: 'Accepted: the work goes on in the background.',
  204: 'Done; nothing to send back.',
};

const refused: Record<number, string> = {
  400: 'The input is not valid: `error.fields` names each field that is wrong, with its message.',
  401: 'Not logged in, or the e-mail address or password is wrong.',
  403: 'Not allowed: the role may not make this call, the request came from another site, or the session must confirm it is its user first (`confirmation_required`).',
  404: 'There is no such thing (or the link is no longer valid).',
  409: 'In conflict with what is stored: a name or address already in use, or the last admin.',
  413: 'Too large: the body, a file, the number of files, or an image’s pixels.',
  415: 'The body’s type, or an uploaded file’s type, is not accepted.',
  428: 'The edit did not say which version it changes (If-Match): reload and try again.',
  429: 'Too many requests: please wait and try again.',
  503: 'Not available for now: please try again later.',
};

const refusalSchemas = Object.fromEntries(
  Object.entries(refused).map(([status, description]) => [status, errorResponse.meta({ description })]),
);

/**
 * The Fastify response schemas of a call: its answer, then the error body for every refusal it can give.
 * Fastify serialises with them, and the API document shows them with these descriptions.
 */
export function responseSchemas(call: ApiCall) {
  const { status, body, media } = call.answer;
  const description = answered[status]!;
  const schemas: Record<number, unknown> = {
    [status]: media
      ? { description, content: { [media]: { schema: body } } }
      : (body ?? z.null()).meta({ description }),
  };
  for (const refusal of refusalsOf(call)) schemas[refusal] = refusalSchemas[refusal];
  return schemas;
}
