import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { feedbackMessages } from '@lmr/shared/messages';
import { isDatabaseUnavailable, isUnstorableInput } from '../db/error-kinds.ts';
import { HttpError } from '../http-error.ts';

const safeMessages: Record<number, [code: string, message: string]> = {
  400: ['invalid_input', 'The request could not be read.'],
  401: ['not_logged_in', 'Please log in.'],
  403: ['forbidden', 'You do not have permission to do that.'],
  404: ['not_found', 'Not found.'],
  405: ['method_not_allowed', 'That method is not allowed here.'],
  406: ['not_acceptable', 'That format is not available.'],
  408: ['request_timeout', 'The request took too long to arrive.'],
  413: ['too_large', 'That is too large.'],
  414: ['uri_too_long', 'That address is too long.'],
  415: ['unsupported_type', 'That type of content is not accepted.'],
  431: ['headers_too_large', 'The request’s headers are too large.'],
  429: ['too_many_requests', 'Too many requests. Please wait a moment and try again.'],
};

/** A refusal the framework makes by itself, in the same shape as every other. */
export const frameworkErrorBody = (status: keyof typeof safeMessages) => {
  const [code, message] = safeMessages[status]!;
  return { error: { code, message } };
};

/** Every error leaves as `{ error: { code, message, fields? } }`; no stack trace or internal text reaches a client. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value.';
      }
      const message =
        err.validationContext === 'querystring' ? feedbackMessages.checkFilters : feedbackMessages.checkFields;
      return reply.status(400).send({ error: { code: 'invalid_input', message, fields } });
    }
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ error: { code: err.code, message: err.message, fields: err.fields } });
    }
    if (isUnstorableInput(err)) {
      request.log.info({ err }, 'request refused: unstorable input');
      return reply.status(400).send({
        error: { code: 'invalid_input', message: 'The request contains characters or values that cannot be stored.' },
      });
    }
    const status = err.statusCode ?? 500;
    const known = safeMessages[status];
    if (status < 500 && known) {
      request.log.info({ err: { message: err.message, code: err.code } }, 'request refused');
      return reply.status(status).send({ error: { code: known[0], message: known[1] } });
    }
    const unavailable = status === 503 || isDatabaseUnavailable(err);
    request.log.error({ err }, unavailable ? 'request failed: database unavailable' : 'request failed');
    if (unavailable) reply.header('retry-after', '5');
    return reply
      .status(unavailable ? 503 : 500)
      .send({ error: { code: unavailable ? 'unavailable' : 'internal', message: feedbackMessages.genericFailure } });
  });
});
