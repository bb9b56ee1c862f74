import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';

/** A value kept in app_settings, or undefined. */
export async function getSetting(database: Database, key: string): Promise<string | undefined> {
  const { rows } = await database.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [key]);
  return rows[0]?.value;
}

export async function setSetting(database: Database, key: string, value: string) {
  await database.query(
    `INSERT INTO app_settings (key, value) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, value],
  );
}

/** Writes a value only when the key has none yet: the first process to insert wins. */
export const setSettingOnce = (database: Database, key: string, value: string) =>
  database.query('INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, value]);

/**
 * A secret generated once and kept in the database, so every server process signs with the same one.
 * The first process to insert wins; the others read its value.
 */
export async function getSecret(database: Database, key: string): Promise<Buffer> {
  await setSettingOnce(database, key, randomBytes(32).toString('base64url'));
  return Buffer.from((await getSetting(database, key))!, 'base64url');
}

export const isDoubleOptIn = async (database: Database) =>
  (await getSetting(database, 'newsletter.double_opt_in')) === 'true';

export const setDoubleOptIn = (database: Database, on: boolean) =>
  setSetting(database, 'newsletter.double_opt_in', String(on));
