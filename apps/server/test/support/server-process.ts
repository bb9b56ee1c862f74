import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './postgres-cluster.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 from /healthz. */
  startupMs: number;
  output: () => string;
  stop(): Promise<void>;
  /** kill -9: no shutdown hooks run, as in a crash or a power cut. */
  kill(): Promise<void>;
}

export async function waitForHealthy(url: string, timeoutMs = 60_000, child?: ChildProcess) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} was not healthy within ${timeoutMs} ms`);
}

/** The bundle `npm start` runs, made by `npm run build` (apps/server/scripts/bundle.ts). */
export const serverBundle = 'apps/server/dist/server.js';

/**
 * Runs the real server as its own process: its source, as `npm run dev` does, or with `bundle` the bundle
 * that `npm start` runs after the build.
 */
export async function startServerProcess(
  env: Record<string, string | undefined> = {},
  options: {
    dataDir?: string;
    healthyWithinMs?: number;
    bundle?: boolean;
    /** A port of the caller's, for an address that stays the same across a restart (its PUBLIC_URL). */
    port?: number;
    /** Node's own options before the entry: `--import` of a test's module loaded first. */
    nodeArgs?: string[];
  } = {},
): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lmr-proc-'));
  const port = options.port ?? (await freePort());
  const started = performance.now();
  const entry = options.bundle ? serverBundle : 'apps/server/src/server.ts';
  if (!fs.existsSync(path.join(root, entry))) throw new Error(`${entry} is missing: run npm run build first`);
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@example.org',
      ADMIN_PASSWORD: 'Admin-Passw0rd-Test',
      // Logins by password alone, as drills log in many times a minute (a test of the rule turns it on).
      ADMIN_SECOND_FACTOR: 'optional',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForHealthy(url, options.healthyWithinMs ?? 60_000, child);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n${output}`);
  }
  const startupMs = performance.now() - started;
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url,
    port,
    dataDir,
    child,
    startupMs,
    output: () => output,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
}

/** Starts several server processes at once; if one fails to start, the others are stopped, not leaked. */
export async function startServerProcesses(envs: Record<string, string | undefined>[]): Promise<ServerProcess[]> {
  const results = await Promise.allSettled(envs.map((env) => startServerProcess(env)));
  const failed = results.find((r) => r.status === 'rejected');
  if (!failed) return results.map((r) => (r as PromiseFulfilledResult<ServerProcess>).value);
  await Promise.all(results.map((r) => (r.status === 'fulfilled' ? r.value.stop() : undefined)));
  throw failed.reason;
}
