import { z } from 'zod';
import { ok } from './answer-shapes.ts';
import { maxChars } from './validation.ts';

/** The audit log's filters (GET /api/admin/audit?q=&from=&to=&before=): dates as YYYY-MM-DD. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-05-01.')
  .refine((d) => !Number.isNaN(Date.parse(d)), 'Use a date like 2026-05-01.');
export const auditQuery = z.object({
  q: maxChars(200).trim().optional(),
  from: day.optional(),
  to: day.optional(),
  before: z.coerce.number().int().positive().optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.int(),
  at: z.string(),
  actorEmail: z.string(),
  actorName: z.string(),
  action: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.int(),
  ip: z.string(),
  details: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** One page of the audit log, newest first; `more` when older entries remain. */
export const auditPage = z.object({ entries: z.array(auditEntry), more: z.boolean() });

/** The audit call's request schema (spread into the contract's). */
export const auditSchemas = { auditLog: { query: auditQuery } };

/** The audit call's answer (spread into the contract's). */
export const auditResponses = { auditLog: { answer: ok(auditPage) } };
