import { and, desc, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { apiRoutes } from '@lmr/shared/api-routes';
import { auditWords } from '@lmr/shared/audit-words';
import type { AuditEntry, AuditQuery } from '@lmr/shared/audit';
import type { Db } from '../../db/database.ts';
import { auditLog } from '../../db/schema/index.ts';

export type AuditRecord = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;

export const AUDIT_PAGE_SIZE = 50;

/** PostgreSQL text cannot hold NUL, which a request's address can: it is kept as U+FFFD. */
const storable = (text: string) => text.replaceAll('\u0000', '\uFFFD');

export async function recordAudit(db: Db, entry: AuditRecord) {
  await db.insert(auditLog).values({
    ...entry,
    path: storable(entry.path),
    details: entry.details === undefined ? undefined : storable(entry.details),
  });
}

/** Words by any call's name: a call the log does not record has none. */
const wordsByName: Partial<Record<string, string>> = auditWords;

/** What a recorded call did, in the log's words ("gave a volunteer a duty"); its summary when it has none. */
export const auditAction = (name: string | undefined, summary: string | undefined) =>
  (name ? wordsByName[name] : undefined) ?? summary ?? 'made a change';

/** Entries recorded before the log had words hold their call's summary: read in the call's words. */
const wordsBySummary = new Map(
  Object.entries(apiRoutes).map(([name, route]) => [route.summary as string, auditAction(name, route.summary)]),
);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first, a page at a time: `before` is the last id of the page already shown. */
export async function listAudit(db: Db, query: AuditQuery): Promise<{ entries: AuditEntry[]; more: boolean }> {
  const where: (SQL | undefined)[] = [];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(
      or(
        ilike(auditLog.actorEmail, like),
        ilike(auditLog.actorName, like),
        ilike(auditLog.action, like),
        ilike(auditLog.path, like),
        ilike(auditLog.details, like),
        ilike(auditLog.ip, like),
      ),
    );
  }
  if (query.from) where.push(gte(auditLog.at, new Date(query.from)));
  // The whole of the `to` day counts.
  if (query.to) where.push(lt(auditLog.at, new Date(Date.parse(query.to) + 24 * 60 * 60 * 1000)));
  if (query.before) where.push(lt(auditLog.id, query.before));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  return {
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actorEmail: r.actorEmail,
      actorName: r.actorName,
      action: wordsBySummary.get(r.action) ?? r.action,
      method: r.method,
      path: r.path,
      status: r.status,
      ip: r.ip,
      details: r.details,
    })),
    more: rows.length > AUDIT_PAGE_SIZE,
  };
}
