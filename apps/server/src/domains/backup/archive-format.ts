import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * One backup is a gzip of JSON lines: a meta line, then every row (each value in PostgreSQL's text
 * form, so nothing is lost to JSON numbers or dates), then every stored file, then an end line that
 * counts them, so a cut-off archive is noticed. See docs/decisions/050-backup-archive-format.md.
 */
export const ARCHIVE_FORMAT = 'laxey-mines-railway-backup';
export const ARCHIVE_VERSION = 1;

export interface MetaLine {
  type: 'meta';
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  /** The schema_migrations names of the source: a restore refuses an archive from a newer version. */
  migrations: string[];
  /** Parents before children. */
  tables: string[];
  source: { database: 'pglite' | 'postgres'; storage: 'local' | 's3' };
}
export interface RowLine {
  type: 'row';
  table: string;
  row: Record<string, string | null>;
}
export interface FileLine {
  type: 'file';
  key: string;
  /** base64 */
  data: string;
}
export interface EndLine {
  type: 'end';
  rows: number;
  files: number;
}
export type ArchiveLine = MetaLine | RowLine | FileLine | EndLine;

export class ArchiveError extends Error {}

/** What a backup wrote, or a restore read back. */
export interface ArchiveCounts {
  tables: number;
  rows: number;
  files: number;
}

/** Reported as a backup or restore goes: each table's row count, then the files so far. */
export type Progress = { kind: 'table'; table: string; rows: number } | { kind: 'files'; files: number };

/** Writes the lines to `file` through gzip, under a temporary name until complete; readable by the owner only. */
export async function writeArchive(file: string, lines: AsyncIterable<ArchiveLine>) {
  const partial = `${file}.partial`;
  async function* text() {
    for await (const line of lines) yield `${JSON.stringify(line)}\n`;
  }
  try {
    await pipeline(Readable.from(text()), createGzip(), createWriteStream(partial, { mode: 0o600 }));
    await fs.rename(partial, file);
  } finally {
    await fs.rm(partial, { force: true });
  }
}

/** The archive's lines one at a time, so a large archive is never held in memory whole. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveLine> {
  const source = createReadStream(file);
  const input = createGunzip();
  source.on('error', (err) => input.destroy(err));
  source.pipe(input).setEncoding('utf8');
  // A file's line can be megabytes long: gather its pieces and join them once.
  let pieces: string[] = [];
  let lineNumber = 0;
  try {
    for await (const chunk of input as AsyncIterable<string>) {
      let start = 0;
      for (let end = chunk.indexOf('\n'); end !== -1; end = chunk.indexOf('\n', start)) {
        pieces.push(chunk.slice(start, end));
        yield parseLine(pieces.join(''), ++lineNumber);
        pieces = [];
        start = end + 1;
      }
      pieces.push(chunk.slice(start));
    }
  } catch (err) {
    if (err instanceof ArchiveError) throw err;
    throw new ArchiveError(`${file} is not a readable backup archive: ${(err as Error).message}`);
  } finally {
    source.destroy();
  }
  const last = pieces.join('');
  if (last.trim()) yield parseLine(last, lineNumber + 1);
}

function parseLine(text: string, lineNumber: number): ArchiveLine {
  try {
    return JSON.parse(text) as ArchiveLine;
  } catch {
    throw new ArchiveError(`The backup archive is damaged: line ${lineNumber} is not JSON`);
  }
}
