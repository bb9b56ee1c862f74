import { z } from 'zod';

/** The shapes of a call's successful answer, shared by every domain's contract file. */
export const ok = <B extends z.ZodType>(body: B) => ({ status: 200 as const, body });
export const created = <B extends z.ZodType>(body: B) => ({ status: 201 as const, body });
export const accepted = <B extends z.ZodType>(body: B) => ({ status: 202 as const, body });
export const noContent = { status: 204 as const };

/** The answer of a call that adds or changes one thing: its id. */
export const idAnswer = z.object({ id: z.string() });

/** An answer that is not JSON (text, CSV, a stored file): its media type, and its body as the API document shows it. */
export const textAnswer = <B extends z.ZodType = z.ZodString>(media: string, body?: B) => ({
  status: 200 as const,
  body: body ?? z.string(),
  media,
});
