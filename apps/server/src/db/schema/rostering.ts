import {
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts.ts';
import { timetablePatterns } from './running-days.ts';

/** Volunteer rostering (migration 1300). */
export const dutyRoles = pgTable('duty_roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  qualification: text('qualification'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const roleNeeds = pgTable(
  'role_needs',
  {
    patternId: uuid('pattern_id')
      .notNull()
      .references(() => timetablePatterns.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => dutyRoles.id, { onDelete: 'cascade' }),
    places: integer('places').notNull(),
  },
  (t) => [primaryKey({ columns: [t.patternId, t.roleId] })],
);

export const volunteerQualifications = pgTable(
  'volunteer_qualifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    qualification: text('qualification').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
  },
  (t) => [unique().on(t.userId, t.qualification)],
);

export const volunteerAvailability = pgTable(
  'volunteer_availability',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    available: boolean('available').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const dutyAssignments = pgTable(
  'duty_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    day: date('day', { mode: 'string' }).notNull(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => dutyRoles.id),
    slot: integer('slot').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hours: numeric('hours', { precision: 4, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.day, t.roleId, t.slot), unique().on(t.day, t.roleId, t.userId)],
);

export const rosterMails = pgTable(
  'roster_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => dutyAssignments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['confirmation', 'reminder', 'day-changed', 'cover-offer'] }).notNull(),
    sequence: integer('sequence').notNull().default(0),
    /** An offer of cover (migration 2040): the request, and the volunteer it asks. */
    coverRequestId: uuid('cover_request_id').references(() => coverRequests.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    unique('roster_mails_once')
      .on(t.assignmentId, t.kind, t.sequence, t.coverRequestId, t.recipientId)
      .nullsNotDistinct(),
  ],
);

/** A volunteer who cannot make a duty asks for cover (migration 2040): one open request per place. */
export const coverRequests = pgTable(
  'cover_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => dutyAssignments.id, { onDelete: 'cascade' }),
    askedBy: uuid('asked_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['open', 'covered', 'taken-back'] })
      .notNull()
      .default('open'),
    coveredBy: uuid('covered_by').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cover_requests_one_open')
      .on(t.assignmentId)
      .where(sql`status = 'open'`),
  ],
);

export const rosterFeeds = pgTable('roster_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
