import { z } from 'zod';

// What many domains share: the error format, a message answer, an account's id in a path. A domain's own
// schemas live in its contract file (accounts.ts, newsletter.ts, ...).

export const messageResponse = z.object({ message: z.string() });

export const errorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** On a 409 for an edit someone else saved first: who saved it, and when. */
    changedBy: z.string().optional(),
    changedAt: z.string().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** An account named in a path: the admins' account calls and their reset of someone's second factor. */
export const accountParams = z.object({ id: z.uuid({ error: 'Unknown account.' }) });
