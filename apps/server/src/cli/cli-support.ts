import fs from 'node:fs';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { keepNewFilesPrivate } from '../data-dir.ts';
import { type Database, databaseInWords, embeddedDatabaseDir, openDatabase } from '../db/database.ts';
import type { Progress } from '../domains/backup/archive-format.ts';
import type { Storage } from '../storage/storage.ts';
import { storageFromConfig } from '../storage/storage-from-config.ts';

/** A path the operator typed, relative to where they ran `npm run` (npm itself moves to the project). */
export const operatorPath = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

export const progress = (line: string) => process.stderr.write(`${line}\n`);

export const printProgress = (p: Progress) =>
  progress(p.kind === 'table' ? `  table ${p.table}: ${p.rows} rows` : `  files: ${p.files}`);

/**
 * The database and storage the configuration (the same environment as the server's) points at, once
 * `announce` has told the operator what is about to happen to them (`where`: which ones they are).
 */
export async function withInstallation<T>(
  options: { existing: boolean; announce: (where: string) => string },
  fn: (installation: { database: Database; storage: Storage }) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const embedded = embeddedDatabaseDir(config.dataDir);
  if (options.existing && !config.databaseUrl && !fs.existsSync(embedded)) {
    throw new Error(`There is no database in ${embedded}: set DATA_DIR (or DATABASE_URL) as the server has it`);
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onError: (err) => progress(`database connection error: ${err.message}`),
  });
  const storage = storageFromConfig(config.storage);
  try {
    progress(options.announce(describe(config)));
    return await fn({ database, storage });
  } finally {
    storage.close();
    await database.close();
  }
}

function describe(config: Config) {
  const storage =
    config.storage.driver === 's3' ? `S3 bucket ${config.storage.bucket}` : `the folder ${config.storage.dir}`;
  return `database: ${databaseInWords(config)}; files: ${storage}`;
}

/** The command line, or a message with the usage when it does not fit. */
export function commandLine<T extends ParseArgsConfig>(spec: T, usage: string) {
  try {
    return parseArgs({ ...spec, strict: true });
  } catch (err) {
    throw new Error(`${(err as Error).message}\n${usage}`, { cause: err });
  }
}

/** Runs a command; any failure ends the process with a message and exit code 1, never a stack trace. */
export function runCommand(name: string, main: () => Promise<void>) {
  keepNewFilesPrivate();
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      progress(`${name} failed: ${err instanceof Error ? err.message : String(err)}`);
      if (process.env.DEBUG && !(err instanceof ConfigError)) console.error(err);
      process.exit(1);
    },
  );
}
