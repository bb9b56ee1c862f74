import { z } from 'zod';

/** A field's limits as the browser takes them: a text's most characters, a number's least and most. */
export interface FieldLimits {
  maxLength?: number;
  min?: number;
  max?: number;
}

/** A schema without its optional, default, nullable or transform wrapper: the rule the server checks. */
const unwrapped = (schema: z.ZodType): z.ZodType => {
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return unwrapped(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return unwrapped(schema.in as z.ZodType);
  return schema;
};

/** The part of a schema that checks the value at a form's field name (`books.2.title`), if there is one. */
function schemaAt(schema: z.ZodType, name: string): z.ZodType | undefined {
  let at: z.ZodType | undefined = schema;
  for (const part of name.split('.')) {
    at = at && unwrapped(at);
    if (at instanceof z.ZodObject) at = (at.shape as Record<string, z.ZodType | undefined>)[part];
    else if (at instanceof z.ZodArray) at = at.element as z.ZodType;
    else return undefined;
  }
  return at && unwrapped(at);
}

/**
 * The limits the schema puts on the value at `name`, the same numbers the server checks, so that no form
 * writes a limit of its own: a text's `maxLength`, a number's `min` and `max`; none for anything else.
 */
export function limitsAt(schema: z.ZodType, name: string): FieldLimits {
  const at = schemaAt(schema, name);
  if (at instanceof z.ZodString) return { maxLength: at.maxLength ?? undefined };
  if (at instanceof z.ZodNumber) return { min: at.minValue ?? undefined, max: at.maxValue ?? undefined };
  return {};
}

/** The longest text a field of a shared schema takes; a field without a length limit is a mistake here. */
export function maxLengthOf<S extends z.ZodObject>(schema: S, key: keyof S['shape'] & string): number {
  const { maxLength } = limitsAt(schema, key);
  if (maxLength === undefined) throw new Error(`${key} has no length limit`);
  return maxLength;
}

/** The smallest and largest number a field of a shared schema takes, as a number input's min and max. */
export function rangeOf<S extends z.ZodObject>(schema: S, key: keyof S['shape'] & string) {
  if (!(unwrapped(schema.shape[key] as z.ZodType) instanceof z.ZodNumber)) throw new Error(`${key} is not a number`);
  const { min, max } = limitsAt(schema, key);
  return { min, max };
}
