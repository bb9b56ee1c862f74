import { z } from 'zod';

/**
 * A text field for an optional value of a shared schema: an empty field is no value at all, so the
 * request leaves it out, and anything typed is checked by `schema` itself (its rule, its words).
 */
export const blankIsUnset = <S extends z.ZodType<unknown, string | undefined>>(schema: S) =>
  z
    .string()
    .transform((value) => value.trim() || undefined)
    .pipe(schema);

/**
 * A text field holding a list separated by commas or spaces, checked by the shared list's `schema`; its
 * words land on the field itself, not on an item the form has no field for.
 */
export const commaList = <T>(schema: z.ZodType<T[], string[]>) =>
  z.string().transform((text, ctx): T[] => {
    const checked = schema.safeParse(text.split(/[\s,]+/).filter(Boolean));
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

/** A number field of a shared schema: the browser gives its text, `schema` checks the number (empty is none). */
export const typedNumber = (schema: z.ZodType<number, number>) =>
  z
    .string()
    .transform((typed) => (typed.trim() === '' ? Number.NaN : Number(typed)))
    .pipe(schema);
