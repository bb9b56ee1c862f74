import { z } from 'zod';

type Shape = z.ZodObject['shape'];

/** A field of a shared schema without its optional, default or transform wrapper: the rule the server checks. */
function ruleOf(shape: Shape, key: string): z.ZodType {
  let rule: z.ZodType = shape[key];
  for (;;) {
    if (rule instanceof z.ZodOptional || rule instanceof z.ZodDefault || rule instanceof z.ZodNullable)
      rule = rule.unwrap() as z.ZodType;
    else if (rule instanceof z.ZodPipe) rule = rule.in as z.ZodType;
    else return rule;
  }
}

/**
 * The longest text a field of a shared schema takes, so that a form shows the limit the server checks
 * instead of a number of its own.
 */
export function maxLengthOf<S extends z.ZodObject>(schema: S, key: keyof S['shape'] & string): number {
  const rule = ruleOf(schema.shape, key);
  if (!(rule instanceof z.ZodString) || rule.maxLength === null) throw new Error(`${key} has no length limit`);
  return rule.maxLength;
}

/** The smallest and largest number a field of a shared schema takes, as a number input's min and max. */
export function rangeOf<S extends z.ZodObject>(schema: S, key: keyof S['shape'] & string) {
  const rule = ruleOf(schema.shape, key);
  if (!(rule instanceof z.ZodNumber)) throw new Error(`${key} is not a number`);
  return { min: rule.minValue ?? undefined, max: rule.maxValue ?? undefined };
}
