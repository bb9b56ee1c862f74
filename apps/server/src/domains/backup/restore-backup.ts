import fs from 'node:fs/promises';
import type { Database, QueryFn } from '../../db/database.ts';
import { migrate, migrationNames } from '../../db/migrate.ts';
import { assertSafeKey, type Storage } from '../../storage/storage.ts';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  type ArchiveCounts,
  ArchiveError,
  type ArchiveLine,
  type Progress,
  type MetaLine,
  readArchive,
} from './archive-format.ts';
import {
  type Column,
  quoteIdent,
  resetSequences,
  ROWS_PER_STATEMENT,
  tableRef,
  tablesInForeignKeyOrder,
  writableColumns,
} from './database-tables.ts';

const RESTORE_LOCK = 7_270_701;

export interface RestoreSummary extends ArchiveCounts {
  /** Files that were in storage before a forced restore and not in the archive. */
  removedFiles: number;
}

/** The installation already holds data and --force was not given; nothing was changed. */
export class RestoreRefused extends Error {}

/**
 * Brings an installation to the state of a backup: the schema as the archive's version had it, then
 * its rows and its files, then any newer migrations. Refuses to replace existing data unless `force` is
 * set. Rows and files go in together or not at all (decision 086): the rows wait in one transaction
 * while the archive is read to its end line, the files are put only then, and the transaction commits
 * only once they are all in.
 */
export async function restoreBackup(options: {
  database: Database;
  storage: Storage;
  file: string;
  force?: boolean;
  onProgress?: (progress: Progress) => void;
}): Promise<RestoreSummary> {
  const { database, storage, file, force = false, onProgress } = options;
  if (!(await fs.stat(file).catch(() => null))?.isFile()) throw new ArchiveError(`No backup archive at ${file}`);
  const lines = readArchive(file);
  try {
    const summary = await restoreLines(lines, { database, storage, file, force, onProgress });
    await migrate(database);
    return summary;
  } finally {
    await lines.return(undefined);
  }
}

async function restoreLines(
  lines: AsyncGenerator<ArchiveLine>,
  {
    database,
    storage,
    file,
    force,
    onProgress,
  }: {
    database: Database;
    storage: Storage;
    file: string;
    force: boolean;
    onProgress?: (progress: Progress) => void;
  },
): Promise<RestoreSummary> {
  const meta = checkMeta((await lines.next()).value, await migrationNames());
  await migrate(database, { only: new Set(meta.migrations) });
  const contentTables = new Set(await tablesInForeignKeyOrder(database.query));
  checkTables(meta.tables, contentTables);
  const existing = await existingContent(database.query, storage);
  if (existing && !force) {
    throw new RestoreRefused(
      `This installation already holds data (${existing}); nothing was changed. ` +
        'Restore into an empty data folder or database, or add --force to replace everything with the backup.',
    );
  }

  const summary: RestoreSummary = { tables: meta.tables.length, rows: 0, files: 0, removedFiles: 0 };
  const storedBefore = new Set(await storage.list());
  const put: string[] = [];
  await database.withLock(RESTORE_LOCK, async (query) => {
    await query('BEGIN');
    try {
      if (force) await emptyTables(query);
      const rows = new RowWriter(query, (table, count) => {
        summary.rows += count;
        onProgress?.({ kind: 'table', table, rows: count });
      });
      let end: Extract<ArchiveLine, { type: 'end' }> | undefined;
      for await (const line of lines) {
        if (line.type === 'row') {
          checkTables([line.table], contentTables);
          await rows.add(line.table, line.row);
        } else if (line.type === 'file') {
          assertSafeKey(line.key);
          summary.files += 1;
        } else if (line.type === 'end') end = line;
      }
      await rows.finish();
      if (!end || end.rows !== summary.rows || end.files !== summary.files) {
        throw new ArchiveError('The backup archive is incomplete (it ends before its last line); nothing was restored');
      }
      // The archive is whole and every row went in: now its files, read from it a second time.
      for await (const line of readArchive(file)) {
        if (line.type !== 'file') continue;
        await storage.put(line.key, Buffer.from(line.data, 'base64'));
        put.push(line.key);
        if (put.length % 100 === 0) onProgress?.({ kind: 'files', files: put.length });
      }
      onProgress?.({ kind: 'files', files: put.length });
      if (put.length !== summary.files) throw new ArchiveError('The backup archive changed during the restore');
      await query('COMMIT');
    } catch (err) {
      await query('ROLLBACK');
      // Keys are never reused for other bytes, so a key that was there before holds what it held.
      await storage.delete(put.filter((key) => !storedBefore.has(key)));
      throw err;
    }
  });
  if (force) {
    const restored = new Set(put);
    const leftovers = [...storedBefore].filter((key) => !restored.has(key));
    await storage.delete(leftovers);
    summary.removedFiles = leftovers.length;
  }
  return summary;
}

/** Only the tables a backup writes: never the migrations applied, nor a table this schema lacks. */
function checkTables(tables: string[], contentTables: Set<string>) {
  const refused = tables.filter((table) => !contentTables.has(table));
  if (refused.length) {
    throw new ArchiveError(
      `This backup has tables that no backup of this site holds (${refused.join(', ')}); nothing was restored`,
    );
  }
}

function checkMeta(line: ArchiveLine | undefined, known: string[]): MetaLine {
  if (line?.type !== 'meta' || line.format !== ARCHIVE_FORMAT) {
    throw new ArchiveError('This file is not a backup made by `npm run backup`');
  }
  if (line.version > ARCHIVE_VERSION) {
    throw new ArchiveError(
      `This backup uses archive format ${line.version}; this version reads up to ${ARCHIVE_VERSION}`,
    );
  }
  const unknown = line.migrations.filter((m) => !known.includes(m));
  if (unknown.length) {
    throw new ArchiveError(
      `This backup comes from a newer version of the site (migrations ${unknown.join(', ')}); upgrade this installation first`,
    );
  }
  return line;
}

/** What the installation already holds, in words, or undefined when it is empty. */
async function existingContent(query: QueryFn, storage: Storage): Promise<string | undefined> {
  const filled: string[] = [];
  for (const table of await tablesInForeignKeyOrder(query)) {
    const res = await query(`SELECT 1 FROM ${tableRef(table)} LIMIT 1`);
    if (res.rows.length) filled.push(table);
  }
  const files = (await storage.list()).length;
  const parts = [];
  if (filled.length) parts.push(`rows in ${filled.join(', ')}`);
  if (files) parts.push(`${files} stored file${files === 1 ? '' : 's'}`);
  return parts.length ? parts.join(' and ') : undefined;
}

async function emptyTables(query: QueryFn) {
  const tables = await tablesInForeignKeyOrder(query);
  if (tables.length) await query(`TRUNCATE ${tables.map(tableRef).join(', ')} CASCADE`);
}

/** Inserts a table's rows in batches, casting each text value back to its column's type. */
class RowWriter {
  private table: string | undefined;
  private columns: Column[] = [];
  private batch: Record<string, string | null>[] = [];
  private count = 0;
  private readonly query: QueryFn;
  private readonly onTableDone: (table: string, rows: number) => void;

  constructor(query: QueryFn, onTableDone: (table: string, rows: number) => void) {
    this.query = query;
    this.onTableDone = onTableDone;
  }

  async add(table: string, row: Record<string, string | null>) {
    if (table !== this.table) {
      await this.finish();
      this.table = table;
      this.columns = await writableColumns(this.query, table);
      if (!this.columns.length) throw new ArchiveError(`The backup has rows for ${table}, which this database lacks`);
    }
    this.batch.push(row);
    this.count += 1;
    if (this.batch.length >= ROWS_PER_STATEMENT) await this.flush();
  }

  async finish() {
    if (!this.table) return;
    await this.flush();
    await resetSequences(this.query, this.table, this.columns);
    this.onTableDone(this.table, this.count);
    this.table = undefined;
    this.count = 0;
  }

  private async flush() {
    if (!this.batch.length || !this.table) return;
    // Only the columns the archive has: a column added since keeps its default.
    const columns = this.columns.filter((c) => c.name in this.batch[0]!);
    const names = columns.map((c) => quoteIdent(c.name)).join(', ');
    const casts = columns.map((c) => `x.${quoteIdent(c.name)}::${c.type}`).join(', ');
    const shape = columns.map((c) => `${quoteIdent(c.name)} text`).join(', ');
    await this.query(
      `INSERT INTO ${tableRef(this.table)} (${names}) OVERRIDING SYSTEM VALUE
       SELECT ${casts} FROM jsonb_to_recordset($1::jsonb) AS x(${shape})`,
      [JSON.stringify(this.batch)],
    );
    this.batch = [];
  }
}
