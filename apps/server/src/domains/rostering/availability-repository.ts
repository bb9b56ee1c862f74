import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { volunteerAvailability } from '../../db/schema/index.ts';

/* Whether a volunteer can work on a day. */

export async function availabilityBetween(db: Db, from: string, to: string, userId?: string) {
  return db
    .select()
    .from(volunteerAvailability)
    .where(
      and(
        gte(volunteerAvailability.day, from),
        lte(volunteerAvailability.day, to),
        userId ? eq(volunteerAvailability.userId, userId) : undefined,
      ),
    );
}

export async function setAvailability(db: Db, userId: string, dates: string[], available: boolean) {
  if (dates.length === 0) return;
  await db
    .insert(volunteerAvailability)
    .values(dates.map((day) => ({ userId, day, available })))
    .onConflictDoUpdate({
      target: [volunteerAvailability.userId, volunteerAvailability.day],
      set: { available },
    });
}
