import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';

/** A second look at the table, in case a notification was lost with its connection. */
const RECHECK_MS = 1_000;

export interface ContentVersion {
  /** One string for every kind of public content's version; it changes whenever any content does. */
  current(): Promise<string>;
  /** This process changed something: the next `current()` reads the table again. */
  changed(): void;
  /** Settles when this process next learns of a change, its own or one notified by another process. */
  nextChange(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The content's version with the railway's date: what pages saying "today" are kept by, so they are
 * made again after the railway's midnight as well as after a change.
 */
export const versionOfTheDay = (versions: ContentVersion, today: () => string): Pick<ContentVersion, 'current'> => ({
  current: async () => `${await versions.current()}@${today()}`,
});

/**
 * Knows the content's version without asking the database per request: triggers raise the numbers in
 * content_versions and NOTIFY every server process (migration 0901), which then reads them again on its
 * next request. So a change shows on the very next request to the process that made it, and on the others' as
 * soon as the notification reaches them: on a busy machine that can be after a visitor's next click, never more
 * than RECHECK_MS after the change.
 */
export async function watchContentVersion(database: Database, log: FastifyBaseLogger): Promise<ContentVersion> {
  let version = '';
  let known = false;
  let everKnown = false;
  let checkedAt = 0;
  let generation = 0;
  let reading: Promise<string> | undefined;
  let heard = () => {};
  let nextChange = new Promise<void>((resolve) => (heard = resolve));

  const changed = () => {
    heard();
    nextChange = new Promise<void>((resolve) => (heard = resolve));
    generation += 1;
    known = false;
    // A read already under way may have started before the change committed.
    reading = undefined;
  };

  async function read(): Promise<string> {
    const startedAt = generation;
    let rows: { version: string }[];
    try {
      ({ rows } = await database.query<{ version: string }>(
        `SELECT coalesce(string_agg(name || ':' || version, ',' ORDER BY name), '') AS version FROM content_versions`,
      ));
    } catch (err) {
      // The database is away: pages already rendered stay readable, and the next request asks again.
      if (everKnown) return version;
      throw err;
    }
    if (generation === startedAt) {
      version = rows[0]!.version;
      known = true;
      everKnown = true;
      checkedAt = Date.now();
    }
    return rows[0]!.version;
  }

  const stop = await database.listen('content_versions', changed, (err) => {
    log.warn({ err }, 'content change notifications lost; reading the version every second');
    changed();
  });

  return {
    current() {
      if (known && Date.now() - checkedAt < RECHECK_MS) return Promise.resolve(version);
      const started = (reading ??= read());
      // then(done, done), not finally: a failed read is the caller's to handle, not an unhandled rejection.
      const done = () => {
        if (reading === started) reading = undefined;
      };
      void started.then(done, done);
      return started;
    },
    changed,
    nextChange: () => nextChange,
    close: () => stop(),
  };
}
