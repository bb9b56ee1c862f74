import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { migrate, migrationNames } from '../src/db/migrate.ts';
import { emptyPlace } from './support/installations.ts';
import { ADMIN, createTestApp, loginCookie } from './support/test-app.ts';

const DOUBLE_OPT_IN_MIGRATION = '1600_double_opt_in_default.sql';

/**
 * An installation made before double opt-in was the default, with a subscriber and, optionally, the
 * setting an admin had chosen; then upgraded by starting the new version on it. What its admin then sees.
 */
async function upgradedSetting(chosenBefore?: 'true' | 'false') {
  // A copy of an empty database made before the tests: a new one here would run initdb inside the test.
  const { dataDir, databaseUrl } = await emptyPlace();
  const database = await openDatabase({ dataDir, databaseUrl });
  const before = (await migrationNames()).filter((name) => name < DOUBLE_OPT_IN_MIGRATION);
  await migrate(database, { only: new Set(before) });
  await database.query(
    `INSERT INTO subscribers (email, status, unsubscribe_hash) VALUES ('reader@example.org', 'active', 'h1')`,
  );
  if (chosenBefore)
    await database.query(`INSERT INTO app_settings (key, value) VALUES ('newsletter.double_opt_in', $1)`, [
      chosenBefore,
    ]);
  await database.close();

  const t = await createTestApp({ dataDir, databaseUrl });
  try {
    const admin = await loginCookie(t.app, ADMIN.email, ADMIN.password);
    const res = await t.app.inject({ url: '/api/admin/newsletter-settings', headers: { cookie: admin } });
    return res.json() as { doubleOptIn: boolean };
  } finally {
    await t.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

describe('upgrading an installation made before double opt-in was the default', () => {
  it('keeps signups active at once where nobody had chosen, as they were before the upgrade', async () => {
    expect(await upgradedSetting()).toEqual({ doubleOptIn: false });
  });

  it('keeps double opt-in on where an admin had switched it on', async () => {
    expect(await upgradedSetting('true')).toEqual({ doubleOptIn: true });
  });
});
