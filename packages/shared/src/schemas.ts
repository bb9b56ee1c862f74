import { z } from 'zod';

// One schema per request and response: the form and the route import the same object.

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

export const accountParams = z.object({ id: z.uuid({ error: 'Unknown account.' }) });
/** The request schemas of the core calls: accounts, events, newsletter and files (spread into the contract's). */
export const coreSchemas = {
  resetSecondFactor: { params: accountParams },
};
