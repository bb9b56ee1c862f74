import { buffer } from 'node:stream/consumers';
import type { Database, QueryFn } from '../../db/database.ts';
import type { Storage } from '../../storage/storage.ts';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  type ArchiveCounts,
  type ArchiveLine,
  type Progress,
  writeArchive,
} from './archive-format.ts';
import {
  quoteIdent,
  ROWS_PER_STATEMENT,
  tableRef,
  tablesInForeignKeyOrder,
  writableColumns,
} from './database-tables.ts';

const BACKUP_LOCK = 7_270_700;

export interface BackupSummary extends ArchiveCounts {
  fileBytes: number;
}

/**
 * Writes every row of the database and every stored file to one archive. The rows come from one
 * read-only snapshot, so they agree with each other even while the site keeps running.
 */
export async function writeBackup(options: {
  database: Database;
  storage: Storage;
  file: string;
  onProgress?: (progress: Progress) => void;
}): Promise<BackupSummary> {
  const { database, storage, onProgress } = options;
  const summary: BackupSummary = { tables: 0, rows: 0, files: 0, fileBytes: 0 };

  async function* lines(query: QueryFn): AsyncGenerator<ArchiveLine> {
    const migrated = await query<{ t: string | null }>("SELECT to_regclass('public.schema_migrations')::text AS t");
    if (!migrated.rows[0]?.t) throw new Error('This database has no tables of the site: nothing to back up');
    const tables = await tablesInForeignKeyOrder(query);
    const migrations = await query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    yield {
      type: 'meta',
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: new Date().toISOString(),
      migrations: migrations.rows.map((m) => m.name),
      tables,
      source: { database: database.kind, storage: storage.driver },
    };
    for (const table of tables) {
      const rows = yield* tableRows(query, table);
      summary.tables += 1;
      summary.rows += rows;
      onProgress?.({ kind: 'table', table, rows });
    }
    for (const key of await storage.list()) {
      const stored = await storage.get(key);
      // Deleted since it was listed (the site keeps running while it is backed up): nothing to copy.
      if (!stored) continue;
      const data = await buffer(stored.body);
      summary.files += 1;
      summary.fileBytes += data.length;
      if (summary.files % 100 === 0) onProgress?.({ kind: 'files', files: summary.files });
      yield { type: 'file', key, data: data.toString('base64') };
    }
    onProgress?.({ kind: 'files', files: summary.files });
    yield { type: 'end', rows: summary.rows, files: summary.files };
  }

  await database.withLock(BACKUP_LOCK, async (query) => {
    await query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      await writeArchive(options.file, lines(query));
    } finally {
      await query('ROLLBACK');
    }
  });
  return summary;
}

/** Each value in its text form (the form PostgreSQL itself reads back), fetched a batch at a time. */
async function* tableRows(query: QueryFn, table: string): AsyncGenerator<ArchiveLine, number> {
  const columns = await writableColumns(query, table);
  const values = columns.map((c) => `${quoteIdent(c.name)}::text`).join(', ');
  await query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT ARRAY[${values}] AS v FROM ${tableRef(table)}`);
  let count = 0;
  try {
    for (;;) {
      const batch = await query<{ v: (string | null)[] }>(`FETCH ${ROWS_PER_STATEMENT} FROM backup_rows`);
      for (const { v } of batch.rows) {
        yield { type: 'row', table, row: Object.fromEntries(columns.map((c, i) => [c.name, v[i] ?? null])) };
      }
      count += batch.rows.length;
      if (batch.rows.length < ROWS_PER_STATEMENT) return count;
    }
  } finally {
    await query('CLOSE backup_rows');
  }
}
