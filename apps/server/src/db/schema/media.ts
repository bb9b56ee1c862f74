import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const mediaImages = pgTable('media_images', {
  id: text('id').primaryKey(),
  /** 'poster', 'event:<id>', or null: uploaded with upload-image and not yet taken by an event (migration 1200). */
  owner: text('owner'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const historyEvents = pgTable('history_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Made by the database's trigger from the title when the event is added, and kept after (migration 0901). */
  slug: text('slug')
    .notNull()
    .default(sql`NULL`),
  description: text('description').notNull().default(''),
  eventDate: timestamp('event_date', { withTimezone: true }).notNull(),
  /** Known only by its year: eventDate is the 1st of January of it (migration 2030). */
  yearOnly: boolean('year_only').notNull().default(false),
  image: text('image').notNull(),
  /** The main picture's words for those who cannot see it; '' for events from before they were asked. */
  imageAlt: text('image_alt').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const historyEventGallery = pgTable(
  'history_event_gallery',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => historyEvents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    image: text('image').notNull(),
    caption: text('caption').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.position] })],
);

export const sitePoster = pgTable('site_poster', {
  id: boolean('id').primaryKey().default(true),
  image: text('image').notNull(),
  /** The poster's words for those who cannot see it; '' for a poster from before they were asked (migration 2050). */
  imageAlt: text('image_alt').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const volunteerDocuments = pgTable('volunteer_documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  label: text('label').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per demo seed that has run, so none runs twice (migration 0200). */
export const demoSeeds = pgTable('demo_seeds', {
  name: text('name').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
