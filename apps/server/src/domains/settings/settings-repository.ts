import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { appSettings } from '../../db/schema/index.ts';

/** A value kept in app_settings, or undefined. */
export async function getSetting(database: Database, key: string): Promise<string | undefined> {
  const [row] = await database.db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row?.value;
}

export async function setSetting(database: Database, key: string, value: string) {
  await database.db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
}

/** Writes a value only when the key has none yet: the first process to insert wins. */
export const setSettingOnce = (database: Database, key: string, value: string) =>
  database.db.insert(appSettings).values({ key, value }).onConflictDoNothing({ target: appSettings.key });

/**
 * A secret generated once and kept in the database, so every server process signs with the same one.
 * The first process to insert wins; the others read its value.
 */
export async function getSecret(database: Database, key: string): Promise<Buffer> {
  await setSettingOnce(database, key, randomBytes(32).toString('base64url'));
  return Buffer.from((await getSetting(database, key))!, 'base64url');
}

/** On unless switched off (decision 042): a switch kept for importing a list whose consent was gathered elsewhere. */
export const isDoubleOptIn = async (database: Database) =>
  (await getSetting(database, 'newsletter.double_opt_in')) !== 'false';

export const setDoubleOptIn = (database: Database, on: boolean) =>
  setSetting(database, 'newsletter.double_opt_in', String(on));
