import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { SiteContentItem, SiteRevision } from '@lmr/shared/site-content';
import type { Db, Tx } from '../../db/database.ts';
import { siteContent, siteContentRevisions } from '../../db/schema/site-content.ts';

type Row = typeof siteContent.$inferSelect;

const toItem = (row: Row): SiteContentItem => ({
  key: row.key,
  published: row.published,
  draft: row.draft,
  version: row.version,
  updatedBy: row.updatedBy,
  updatedAt: row.updatedAt.toISOString(),
});

export async function findItem(db: Db, key: string): Promise<SiteContentItem | undefined> {
  const [row] = await db.select().from(siteContent).where(eq(siteContent.key, key));
  return row && toItem(row);
}

/** What visitors see of an item, or undefined when there is none. */
export async function findPublished(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ published: siteContent.published }).from(siteContent).where(eq(siteContent.key, key));
  return row?.published;
}

/** An item's draft if it has one, else what is live: what an admin's preview shows. */
export async function findLatest(db: Db, key: string): Promise<unknown> {
  const item = await findItem(db, key);
  return item && (item.draft ?? item.published);
}

/**
 * Changes an item only if it is still at the version the editor loaded: one statement, so of two
 * admins saving at once exactly one wins and the other is told. Undefined means someone saved first.
 */
async function updateIfCurrent(
  db: Db | Tx,
  key: string,
  version: number,
  author: string,
  change: Partial<Pick<Row, 'draft' | 'published'>>,
): Promise<SiteContentItem | undefined> {
  const [row] = await db
    .update(siteContent)
    .set({ ...change, version: sql`${siteContent.version} + 1`, updatedBy: author, updatedAt: new Date() })
    .where(and(eq(siteContent.key, key), eq(siteContent.version, version)))
    .returning();
  return row && toItem(row);
}

export const saveDraft = (db: Db, key: string, version: number, author: string, data: unknown) =>
  updateIfCurrent(db, key, version, author, { draft: data });

/** Makes `data` live and keeps it as a revision, in one transaction. */
export function publish(db: Db, key: string, version: number, author: string, data: unknown, note: string) {
  return db.transaction(async (tx) => {
    const item = await updateIfCurrent(tx, key, version, author, { published: data, draft: null });
    if (item) await tx.insert(siteContentRevisions).values({ key, data, author, note });
    return item;
  });
}

export async function listRevisions(db: Db, key: string): Promise<SiteRevision[]> {
  const rows = await db
    .select({
      id: siteContentRevisions.id,
      author: siteContentRevisions.author,
      createdAt: siteContentRevisions.createdAt,
      note: siteContentRevisions.note,
    })
    .from(siteContentRevisions)
    .where(eq(siteContentRevisions.key, key))
    .orderBy(desc(siteContentRevisions.id))
    .limit(200);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function findRevision(db: Db, key: string, id: number) {
  const [row] = await db
    .select()
    .from(siteContentRevisions)
    .where(and(eq(siteContentRevisions.key, key), eq(siteContentRevisions.id, id)));
  return row;
}

/** The author of what the first start wrote from content/: the demo's words and pictures. */
const firstInstall = 'content/ (first install)';

/**
 * Of `keys`, those still showing what the first start wrote: no admin has published anything since (an upgrade's
 * migration that tidied the demo, as 1960 did, leaves it the demo).
 */
export async function stillAsInstalled(db: Db, keys: string[]): Promise<Set<string>> {
  const changed = await db
    .selectDistinct({ key: siteContentRevisions.key })
    .from(siteContentRevisions)
    .where(
      and(
        inArray(siteContentRevisions.key, keys),
        notInArray(siteContentRevisions.author, [firstInstall, 'Site upgrade']),
      ),
    );
  const touched = new Set(changed.map((r) => r.key));
  return new Set(keys.filter((k) => !touched.has(k)));
}

/** The first content of an item, live at once and kept as its first revision; nothing if it exists. */
/** How many of `keys` have an item already. */
export async function countExisting(db: Db, keys: string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(siteContent)
    .where(inArray(siteContent.key, keys));
  return row?.n ?? 0;
}

export async function insertSeed(db: Db, key: string, data: unknown) {
  const [row] = await db
    .insert(siteContent)
    .values({ key, published: data, updatedBy: firstInstall })
    .onConflictDoNothing()
    .returning();
  if (row) await db.insert(siteContentRevisions).values({ key, data, author: row.updatedBy, note: 'First install' });
}
