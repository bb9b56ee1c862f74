// Start-up: from starting the server (the bundle `npm start` runs) to the first 200 from /healthz, on an existing embedded database
// (and on PostgreSQL when BENCH_DATABASE_URL is given), next to a bare Node HTTP server's start-up.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, removeCluster, startPostgresCluster } from '../apps/server/test/support/postgres-cluster.ts';
import { startServerProcess, waitForHealthy } from '../apps/server/test/support/server-process.ts';
import { median, printTable } from './support/measure.ts';

const RUNS = 3;

async function bareNode(): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['-e', `require('http').createServer((q,s)=>s.end('ok')).listen(${port},'127.0.0.1')`],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 10));
    }
  }
  const ms = performance.now() - started;
  child.kill();
  return ms;
}

async function ours(env: Record<string, string>, dataDir: string): Promise<number> {
  const server = await startServerProcess({ LOG_LEVEL: 'silent', ...env }, { dataDir, bundle: true });
  await waitForHealthy(server.url);
  await server.stop();
  return server.startupMs;
}

const rows = [];
const baseline = [];
for (let i = 0; i < RUNS; i++) baseline.push(await bareNode());
const baselineMs = median(baseline);
/** A figure next to the baseline measured in the same run: the ratio holds on a busy machine, the milliseconds less so. */
const row = (name: string, runs: number[]) => ({
  case: name,
  'median ms': Math.round(median(runs)),
  'x baseline': (median(runs) / baselineMs).toFixed(1),
});
rows.push(row('bare Node http server (baseline)', baseline));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lmr-bench-start-'));
await ours({}, dataDir); // first start creates the database; the figure is for an existing one
const embedded = [];
for (let i = 0; i < RUNS; i++) embedded.push(await ours({}, dataDir));
rows.push(row('ours, existing embedded database', embedded));

const cluster = await startPostgresCluster();
try {
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lmr-bench-start-pg-'));
  await ours({ DATABASE_URL: cluster.url }, pgDir);
  const onPg = [];
  for (let i = 0; i < RUNS; i++) onPg.push(await ours({ DATABASE_URL: cluster.url }, pgDir));
  rows.push(row('ours, existing PostgreSQL database', onPg));
} finally {
  removeCluster(cluster);
}
printTable(rows);
