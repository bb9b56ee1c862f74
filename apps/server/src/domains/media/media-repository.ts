import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { historyEventGallery, historyEvents, mediaImages, newsletters, sitePoster } from '../../db/schema/index.ts';

/** Who an uploaded image belongs to (see migration 1200); 'site' pictures no event may take. */
export type ImageOwner = 'poster' | 'site' | `event:${string}`;
export const eventOwner = (eventId: string): ImageOwner => `event:${eventId}`;

export async function recordImages(tx: Db, ids: string[], owner: ImageOwner | null) {
  if (ids.length) await tx.insert(mediaImages).values(ids.map((id) => ({ id, owner })));
}

/** The owner of each known image among `ids` (null: uploaded, free for any event to take). */
export async function imageOwners(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string | null>();
  const rows = await db.select().from(mediaImages).where(inArray(mediaImages.id, ids));
  return new Map(rows.map((r) => [r.id, r.owner]));
}

/**
 * Gives `ids` to `owner` when each is already its own or still free; false (and nothing changed
 * once the caller's transaction rolls back) when any belongs to someone else or is unknown.
 * One UPDATE, so two events taking the same free picture at once cannot both have it.
 */
export async function claimImages(tx: Db, ids: string[], owner: ImageOwner) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const claimed = await tx
    .update(mediaImages)
    .set({ owner })
    .where(and(inArray(mediaImages.id, unique), or(isNull(mediaImages.owner), eq(mediaImages.owner, owner))))
    .returning({ id: mediaImages.id });
  return claimed.length === unique.length;
}

const mentions = (column: unknown) => sql`${column} LIKE '%/media/images/' || ${mediaImages.id} || '/%'`;

/**
 * Lets go of images their owner no longer shows: those nothing else mentions (an event, the poster,
 * a newsletter) are forgotten and returned, for the caller to delete their files after the commit;
 * the rest stay, free. Call inside the transaction that removed the owner's references.
 */
export async function releaseImages(tx: Db, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  // One statement keeps the check atomic.
  const unreferenced = await tx
    .delete(mediaImages)
    .where(
      and(
        inArray(mediaImages.id, unique),
        sql`NOT EXISTS (SELECT 1 FROM ${historyEvents} WHERE ${mentions(historyEvents.image)})`,
        sql`NOT EXISTS (SELECT 1 FROM ${historyEventGallery} WHERE ${mentions(historyEventGallery.image)})`,
        sql`NOT EXISTS (SELECT 1 FROM ${sitePoster} WHERE ${mentions(sitePoster.image)})`,
        sql`NOT EXISTS (SELECT 1 FROM ${newsletters} WHERE ${mentions(newsletters.imageLink)})`,
      ),
    )
    .returning({ id: mediaImages.id });
  const gone = unreferenced.map((r) => r.id);
  const kept = unique.filter((id) => !gone.includes(id));
  if (kept.length) await tx.update(mediaImages).set({ owner: null }).where(inArray(mediaImages.id, kept));
  return gone;
}
