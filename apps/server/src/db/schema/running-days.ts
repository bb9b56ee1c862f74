import { bigserial, boolean, date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Departures, Fares } from '@lmr/shared/timetable';

export const timetablePatterns = pgTable('timetable_patterns', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  opens: text('opens').notNull(),
  closes: text('closes').notNull(),
  departures: jsonb('departures').$type<Departures>().notNull(),
  fares: jsonb('fares').$type<Fares>().notNull(),
  note: text('note').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const seasonRules = pgTable('season_rules', {
  id: uuid('id').primaryKey().defaultRandom(),
  patternId: uuid('pattern_id')
    .notNull()
    .references(() => timetablePatterns.id),
  label: text('label').notNull(),
  rrule: text('rrule').notNull(),
  includeBankHolidays: boolean('include_bank_holidays').notNull().default(false),
  exceptions: jsonb('exceptions').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The order the rules were added in (migration 1853). */
  added: bigserial('added', { mode: 'number' }).notNull(),
});

export const extraRunningDays = pgTable('extra_running_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  patternId: uuid('pattern_id')
    .notNull()
    .references(() => timetablePatterns.id),
});

export const bankHolidays = pgTable('bank_holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
});

export const dayChanges = pgTable('day_changes', {
  day: date('day', { mode: 'string' }).primaryKey(),
  status: text('status', { enum: ['cancelled', 'shortened', 'changed'] }).notNull(),
  reason: text('reason').notNull(),
  opens: text('opens'),
  closes: text('closes'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const runningDayFeed = pgTable('running_day_feed', {
  day: date('day', { mode: 'string' }).primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  sequence: integer('sequence').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
