import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';

type Stringify = (data: unknown) => string;

const compile = (schema: unknown): Stringify =>
  fastJson(
    (schema instanceof z.ZodType
      ? z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' })
      : schema) as Schema,
  );

/**
 * Answers are written by fast-json-stringify from the JSON Schema of the call's zod answer in the
 * contract: faster than JSON.stringify, and a property the contract does not name never leaves.
 * Each is compiled when first used, so start-up does not pay for answers nobody asks for.
 * With `check`, an answer that loses or changes anything in the writing is an error, so tests find a
 * handler and its contract that disagree (a field added to one and not the other).
 */
export function responseSerializer({ check = false } = {}): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    let stringify: Stringify | undefined;
    return (data: unknown) => {
      stringify ??= compile(schema);
      const json = stringify(data);
      if (check && !isDeepStrictEqual(JSON.parse(json), JSON.parse(JSON.stringify(data)))) {
        throw new Error(`The ${httpStatus} answer of ${method} ${url} does not match its schema in the API contract`);
      }
      return json;
    };
  };
}
