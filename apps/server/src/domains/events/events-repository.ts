import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { HistoryEvent } from '@lmr/shared/history-events';
import type { Cleanup } from '../media/pending-uploads.ts';
import type { Db, Tx } from '../../db/database.ts';
import { historyEventGallery, historyEvents } from '../../db/schema/index.ts';
import { claimImages, eventOwner, recordImages, releaseImages } from '../media/media-repository.ts';

export interface EventInput {
  name: string;
  description: string;
  date: Date;
  yearOnly: boolean;
  image: string;
  imageAlt: string;
  gallery: { image: string; caption: string }[];
}

type EventRow = typeof historyEvents.$inferSelect;
const byName = (name: string) => sql`lower(${historyEvents.name}) = lower(${name})`;

async function withGallery(db: Db, rows: EventRow[]): Promise<HistoryEvent[]> {
  if (rows.length === 0) return [];
  const gallery = await db
    .select()
    .from(historyEventGallery)
    .where(
      inArray(
        historyEventGallery.eventId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(historyEventGallery.position));
  return rows.map((r) => {
    const own = gallery.filter((g) => g.eventId === r.id);
    return {
      name: r.name,
      slug: r.slug,
      description: r.description,
      date: r.eventDate.toISOString(),
      image: r.image,
      imageAlt: r.imageAlt,
      yearOnly: r.yearOnly,
      galleryImages: own.map((g) => g.image),
      galleryCaptions: own.map((g) => g.caption),
    };
  });
}

/** Every event, newest first (spec: History and the admin list both sort by date). */
export async function listEvents(db: Db) {
  const rows = await db.select().from(historyEvents).orderBy(desc(historyEvents.eventDate), asc(historyEvents.name));
  return withGallery(db, rows);
}

export async function findEventRow(db: Db, name: string) {
  const [row] = await db.select().from(historyEvents).where(byName(name)).limit(1);
  return row;
}

export async function findEventBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(historyEvents).where(eq(historyEvents.slug, slug)).limit(1);
  return row ? (await withGallery(db, [row]))[0] : undefined;
}

export async function findEvent(db: Db, name: string) {
  const row = await findEventRow(db, name);
  return row ? (await withGallery(db, [row]))[0] : undefined;
}

export async function nameTaken(db: Db, name: string, exceptId?: string) {
  const row = await findEventRow(db, name);
  return !!row && row.id !== exceptId;
}

async function writeGallery(tx: Tx, eventId: string, gallery: EventInput['gallery']) {
  await tx.delete(historyEventGallery).where(eq(historyEventGallery.eventId, eventId));
  if (gallery.length === 0) return;
  await tx
    .insert(historyEventGallery)
    .values(gallery.map((g, position) => ({ eventId, position, image: g.image, caption: g.caption })));
}

/** An event's own row, as added or changed (its gallery has rows of its own). */
const eventColumns = (input: EventInput) => ({
  name: input.name,
  description: input.description,
  eventDate: input.date,
  yearOnly: input.yearOnly,
  image: input.image,
  imageAlt: input.imageAlt,
});

/** The new event, its gallery and its new images' rows (the event's own) in one transaction. */
export async function insertEvent(db: Db, input: EventInput, newImageIds: string[], uploads: Cleanup) {
  await db.transaction(async (tx) => {
    await uploads.settle(tx);
    const [row] = await tx.insert(historyEvents).values(eventColumns(input)).returning({ id: historyEvents.id });
    await recordImages(tx, newImageIds, eventOwner(row!.id));
    await writeGallery(tx, row!.id, input.gallery);
  });
}

/** An edit named a picture that belongs to another event, the poster or the site (or no longer exists). */
export class ImageNotOwn extends Error {}

/**
 * Saves an edit: the event takes the images it now shows (its own, or free uploads), and lets go of
 * those it dropped. Gives the ids of dropped images nothing else shows, whose files may go.
 */
export async function updateEvent(db: Db, id: string, input: EventInput, imageIds: string[], droppedIds: string[]) {
  return db.transaction(async (tx) => {
    if (!(await claimImages(tx, imageIds, eventOwner(id)))) throw new ImageNotOwn();
    await tx
      .update(historyEvents)
      .set({ ...eventColumns(input), updatedAt: new Date() })
      .where(eq(historyEvents.id, id));
    await writeGallery(tx, id, input.gallery);
    return releaseImages(tx, droppedIds);
  });
}

/** Deletes an event; gives the ids of its images nothing else shows, whose files may go. */
export async function deleteEventRow(db: Db, id: string, imageIds: string[]) {
  return db.transaction(async (tx) => {
    await tx.delete(historyEvents).where(eq(historyEvents.id, id));
    return releaseImages(tx, imageIds);
  });
}
