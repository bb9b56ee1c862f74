import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { makeFolderPrivate } from '../data-dir.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a transaction's callback is given: queries like a Db's, inside the transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type QueryFn = <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<{ rows: T[] }>;

/** The database, whichever engine is behind it: Drizzle for queries, `query` for raw SQL (migrations, pg-boss). */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  query: QueryFn;
  /** Runs a script of several statements without parameters (pg-boss sends these); the last result's rows. */
  exec: (script: string) => Promise<{ rows: unknown[] }>;
  /**
   * Runs `fn` on one connection while holding a cluster-wide lock, so several server processes never
   * run it at once; `fn` gets that connection's query function, for its own BEGIN and COMMIT.
   */
  withLock<T>(key: number, fn: (query: QueryFn) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel`, from any process, and `onLost` if the connection
   * that listens drops (notifications may have been missed). Returns a function that stops listening.
   */
  listen(channel: string, onNotify: () => void, onLost: (err: Error) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Where the embedded database keeps its files, inside DATA_DIR. */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'db');

/**
 * PostgreSQL's 128 MB of shared buffers is sized for a server of its own. PGlite is one process whose files the
 * system caches anyway, and zeroing those buffers was most of its start: with 32 MB a start takes about 150 ms of
 * CPU instead of 230 ms and 110 MB less memory, for a database of a few megabytes (decision 168).
 */
const embeddedSettings = ['-c', 'shared_buffers=32MB'];

/** Which database an installation uses, in words for its operator. */
export const databaseInWords = (config: { databaseUrl?: string; dataDir: string }) =>
  config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${embeddedDatabaseDir(config.dataDir)}`;

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  onError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    await makeFolderPrivate(opts.dataDir);
    return openPostgres(opts.databaseUrl, opts.onError);
  }
  const dir = embeddedDatabaseDir(opts.dataDir);
  await fs.mkdir(opts.dataDir, { recursive: true, mode: 0o700 });
  await fs.chmod(opts.dataDir, 0o700);
  await fs.mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir, { startParams: [...PGlite.defaultStartParams, ...embeddedSettings] });
  // PGlite's own file layer has a umask of its own (022): the cache files it rewrites at start come out 0644.
  // So the whole folder is made private once the database is open (the folder itself was, before it).
  await makeFolderPrivate(opts.dataDir);
  const query: QueryFn = async <T>(text: string, values?: unknown[]) => {
    const res = await client.query<T>(text, values as never[]);
    return { rows: res.rows };
  };
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }),
    query,
    exec: async (script) => {
      const results = await client.exec(script);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    withLock: inProcessLock(query),
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    close: () => client.close(),
  };
}

/**
 * PGlite belongs to this one process, so a lock is a queue per key here. Its users (migrations, the job
 * queue's setup, backup and restore) each hold a transaction of their own on the one connection: a second
 * run of the same one, such as two backups at once, would begin inside the first's.
 */
function inProcessLock(query: QueryFn): Database['withLock'] {
  const queues = new Map<number, Promise<unknown>>();
  return (key, fn) => {
    const run = (queues.get(key) ?? Promise.resolve()).catch(() => undefined).then(() => fn(query));
    queues.set(key, run);
    return run.finally(() => {
      if (queues.get(key) === run) queues.delete(key);
    });
  };
}

function openPostgres(url: string, onError?: (err: Error) => void): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 30_000,
  });
  // A dropped idle connection must not crash the server; the next query reconnects.
  pool.on('error', (err) => onError?.(err));
  // Nor one dropped while checked out (a transaction, a lock): the pool listens only to idle ones, and pg throws an
  // 'error' nobody listens to. The query on it fails with the same error, which its caller handles.
  pool.on('connect', (client) => client.on('error', () => {}));
  return {
    kind: 'postgres',
    db: drizzlePg({ client: pool, schema }),
    query: async <T>(text: string, values?: unknown[]) => {
      const res = await pool.query(text, values);
      return { rows: res.rows as T[] };
    },
    exec: async (script) => {
      const res = (await pool.query(script)) as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(res) ? (res.at(-1)?.rows ?? []) : res.rows };
    },
    withLock: async (key, fn) => {
      const conn = await pool.connect();
      const onConnection: QueryFn = async <T>(text: string, values?: unknown[]) => {
        const res = await conn.query(text, values);
        return { rows: res.rows as T[] };
      };
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn(onConnection);
        } finally {
          await conn.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      } finally {
        conn.release();
      }
    },
    listen: async (channel, onNotify, onLost) => {
      // A connection of its own: a pooled one would be handed to other queries and lose the LISTEN.
      const listener = new pg.Client({ connectionString: url });
      listener.on('notification', onNotify);
      listener.on('error', onLost);
      await listener.connect();
      await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return () => listener.end();
    },
    close: () => pool.end(),
  };
}
