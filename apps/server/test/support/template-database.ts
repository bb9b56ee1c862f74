import type { Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { startJobQueue } from '../../src/domains/mail/mail-queue-plugin.ts';

/**
 * What every test app's database is a copy of: every migration applied, and the job queue's tables, which
 * pg-boss otherwise made afresh in each test app (its schema is a few dozen statements). A start sets the
 * queue's retry time from its own configuration, so the value here is only a placeholder.
 */
export async function prepareTemplate(database: Database) {
  await migrate(database);
  const boss = await startJobQueue(database, 5, (err) => {
    throw err;
  });
  await boss.stop({ graceful: false, wait: true });
}
