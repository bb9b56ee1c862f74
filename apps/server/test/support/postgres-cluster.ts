import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** PostgreSQL's server programs: on the PATH, or where Debian puts them. */
function findBin(name: string): string {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  const debian = '/usr/lib/postgresql';
  const versions = fs.existsSync(debian) ? fs.readdirSync(debian).sort().reverse() : [];
  for (const v of versions) {
    const candidate = path.join(debian, v, 'bin', name);
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} not found: install PostgreSQL 15 (apt-get install postgresql-15)`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const isRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root, so as root the cluster belongs to and runs as the postgres user. */
function run(bin: string, args: string[]) {
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(cmd, argv, { stdio: 'pipe' });
}

export interface PostgresCluster {
  url: string;
  dataDir: string;
  stop(): void;
  start(): void;
}

/** A throwaway PostgreSQL cluster on 127.0.0.1 and a free port, for tests and drills. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lmr-pg-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    fs.chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  run(findBin('initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const pgCtl = findBin('pg_ctl');
  const start = () => run(pgCtl, ['-D', dataDir, '-l', path.join(dir, 'log'), '-o', options, '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    start,
    stop: () => run(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
  };
}

export function removeCluster(cluster: PostgresCluster) {
  try {
    cluster.stop();
  } catch {
    // already stopped
  }
  fs.rmSync(path.dirname(cluster.dataDir), { recursive: true, force: true });
}

/** A new database on the cluster at `adminUrl` (a URL ending in /postgres): empty, or a copy of `template`. */
export async function createDatabaseOn(adminUrl: string, template?: string): Promise<string> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await client.end();
  }
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}
