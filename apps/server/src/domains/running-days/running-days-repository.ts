import { createHash } from 'node:crypto';
import { asc, eq, max, sql } from 'drizzle-orm';
import type { BankHoliday, DayChange, Pattern, PatternRequest, RunningDay } from '@lmr/shared/timetable';
import type { Db, Tx } from '../../db/database.ts';
import {
  bankHolidays,
  dayChanges,
  demoSeeds,
  extraRunningDays,
  runningDayFeed,
  seasonRules,
  timetablePatterns,
} from '../../db/schema/index.ts';
import { runningDays, type TimetableSource } from './running-days.ts';

type PatternFields = Omit<Pattern, 'id'>;
export type RuleRow = typeof seasonRules.$inferSelect;

/** Any key only this module takes: one timetable change at a time, so two never raise one SEQUENCE together. */
const TIMETABLE_LOCK = 7_270_150;

/**
 * Everything the running days are computed from. One query after another, not together: inside a
 * timetable change `db` is a transaction, whose one connection runs one query at a time.
 */
export async function loadSource(db: Db | Tx): Promise<TimetableSource & { ruleRows: RuleRow[] }> {
  const patterns = await db.select().from(timetablePatterns).orderBy(asc(timetablePatterns.name));
  const ruleRows = await db.select().from(seasonRules).orderBy(asc(seasonRules.added));
  const extras = await db.select().from(extraRunningDays).orderBy(asc(extraRunningDays.day));
  const holidays = await db.select().from(bankHolidays).orderBy(asc(bankHolidays.day));
  const changes = await db.select().from(dayChanges).orderBy(asc(dayChanges.day));
  return {
    patterns: patterns.map(({ createdAt: _, ...p }) => p),
    rules: ruleRows,
    ruleRows,
    extraDays: extras.map((e) => ({ date: e.day, patternId: e.patternId })),
    bankHolidays: holidays.map((h): BankHoliday => ({ date: h.day, name: h.name })),
    changes: changes.map((c): DayChange => ({
      date: c.day,
      status: c.status,
      reason: c.reason,
      ...(c.opens ? { opens: c.opens } : {}),
      ...(c.closes ? { closes: c.closes } : {}),
    })),
  };
}

const fingerprint = (day: RunningDay) => createHash('sha256').update(JSON.stringify(day)).digest('base64url');

/**
 * Runs one change to the timetable and, in the same transaction, raises the SEQUENCE of every date whose
 * computed entry it altered (a date that stops running keeps its row, so its number never goes back).
 */
export async function changeTimetable<T>(db: Db, change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // An advisory lock rather than row locks: the rows a change affects are computed, not stored.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${TIMETABLE_LOCK})`);
    const result = await change(tx);
    await syncFeed(tx);
    return result;
  });
}

async function syncFeed(tx: Tx) {
  const days = runningDays(await loadSource(tx));
  const known = new Map((await tx.select().from(runningDayFeed)).map((r) => [r.day, r]));
  const added: (typeof runningDayFeed.$inferInsert)[] = [];
  for (const day of days) {
    const print = fingerprint(day);
    const row = known.get(day.date);
    if (!row) added.push({ day: day.date, fingerprint: print });
    else if (row.fingerprint !== print) {
      await tx
        .update(runningDayFeed)
        .set({ fingerprint: print, sequence: row.sequence + 1, updatedAt: sql`now()` })
        .where(eq(runningDayFeed.day, day.date));
    }
  }
  if (added.length) await tx.insert(runningDayFeed).values(added);
}

export async function feedStates(db: Db) {
  const rows = await db.select().from(runningDayFeed);
  return new Map(rows.map((r) => [r.day, { sequence: r.sequence, updatedAt: r.updatedAt }]));
}

export async function lastChanged(db: Db): Promise<Date | undefined> {
  const [row] = await db.select({ at: max(runningDayFeed.updatedAt) }).from(runningDayFeed);
  return row?.at ?? undefined;
}

export async function insertPattern(tx: Tx, pattern: PatternFields) {
  const [row] = await tx.insert(timetablePatterns).values(pattern).returning({ id: timetablePatterns.id });
  return row!.id;
}

export async function updatePattern(tx: Tx, id: string, pattern: PatternRequest) {
  const rows = await tx.update(timetablePatterns).set(pattern).where(eq(timetablePatterns.id, id)).returning();
  return rows.length > 0;
}

export async function patternInUse(db: Db | Tx, id: string) {
  const [rule] = await db
    .select({ id: seasonRules.id })
    .from(seasonRules)
    .where(eq(seasonRules.patternId, id))
    .limit(1);
  const [day] = await db
    .select({ day: extraRunningDays.day })
    .from(extraRunningDays)
    .where(eq(extraRunningDays.patternId, id))
    .limit(1);
  return Boolean(rule ?? day);
}

export async function deletePattern(tx: Tx, id: string) {
  return (await tx.delete(timetablePatterns).where(eq(timetablePatterns.id, id)).returning()).length > 0;
}

export async function patternExists(db: Db | Tx, id: string) {
  return (await db.select().from(timetablePatterns).where(eq(timetablePatterns.id, id))).length > 0;
}

export async function insertRule(tx: Tx, rule: typeof seasonRules.$inferInsert) {
  const [row] = await tx.insert(seasonRules).values(rule).returning({ id: seasonRules.id });
  return row!.id;
}

export async function deleteRule(tx: Tx, id: string) {
  return (await tx.delete(seasonRules).where(eq(seasonRules.id, id)).returning()).length > 0;
}

export async function upsertExtraDay(tx: Tx, date: string, patternId: string) {
  await tx
    .insert(extraRunningDays)
    .values({ day: date, patternId })
    .onConflictDoUpdate({ target: extraRunningDays.day, set: { patternId } });
}

export async function deleteExtraDay(tx: Tx, date: string) {
  return (await tx.delete(extraRunningDays).where(eq(extraRunningDays.day, date)).returning()).length > 0;
}

export async function upsertBankHoliday(tx: Tx, holiday: BankHoliday) {
  await tx
    .insert(bankHolidays)
    .values({ day: holiday.date, name: holiday.name })
    .onConflictDoUpdate({ target: bankHolidays.day, set: { name: holiday.name } });
}

export async function insertBankHolidays(tx: Tx, holidays: BankHoliday[]) {
  if (holidays.length === 0) return;
  await tx
    .insert(bankHolidays)
    .values(holidays.map((h) => ({ day: h.date, name: h.name })))
    .onConflictDoNothing();
}

export async function deleteBankHoliday(tx: Tx, date: string) {
  return (await tx.delete(bankHolidays).where(eq(bankHolidays.day, date)).returning()).length > 0;
}

export async function upsertChange(tx: Tx, change: DayChange) {
  const values = {
    status: change.status,
    reason: change.reason,
    opens: change.status === 'changed' ? (change.opens ?? null) : null,
    closes: change.status === 'changed' ? (change.closes ?? null) : null,
    changedAt: sql`now()`,
  };
  await tx
    .insert(dayChanges)
    .values({ day: change.date, ...values })
    .onConflictDoUpdate({ target: dayChanges.day, set: values });
}

export async function deleteChange(tx: Tx, date: string) {
  return (await tx.delete(dayChanges).where(eq(dayChanges.day, date)).returning()).length > 0;
}

export async function hasTimetable(tx: Tx) {
  return (await tx.select({ id: timetablePatterns.id }).from(timetablePatterns).limit(1)).length > 0;
}

/** Marks a demo seed as done; false when it already was. */
export async function markSeeded(tx: Tx, name: string) {
  const rows = await tx.insert(demoSeeds).values({ name }).onConflictDoNothing().returning();
  return rows.length > 0;
}
