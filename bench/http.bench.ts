// Public pages and API under 50 concurrent connections, next to bare Fastify serving the same bytes
// from memory on the same machine in the same run. Goal (issue 7): 60% of the baseline, p99 under 20 ms.
import { spawn } from 'node:child_process';
import { freePort } from '../apps/server/test/support/postgres-cluster.ts';
import { startServerProcess, waitForHealthy } from '../apps/server/test/support/server-process.ts';
import { load, pct, printTable } from './support/measure.ts';

async function startBaseline(body: Buffer, contentType: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'support/baseline-server.ts'], {
    cwd: import.meta.dirname,
    env: { ...process.env, PORT: String(port), BODY_BASE64: body.toString('base64'), CONTENT_TYPE: contentType },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return { url, stop: () => child.kill('SIGTERM') };
}

const server = await startServerProcess({ LOG_LEVEL: 'silent' });
await waitForHealthy(server.url);
const targets = ['/', '/api/get-all-events'];
const rows = [];
try {
  for (const target of targets) {
    const sample = await fetch(server.url + target);
    if (!sample.ok) {
      console.log(`skipped ${target}: it answers ${sample.status}`);
      continue;
    }
    const body = Buffer.from(await sample.arrayBuffer());
    const baseline = await startBaseline(body, sample.headers.get('content-type') ?? 'text/plain');
    try {
      const ours = await load(server.url + target);
      const base = await load(baseline.url + target);
      rows.push({
        target,
        bytes: body.length,
        'ours req/s': Math.round(ours.requestsPerSecond),
        'baseline req/s': Math.round(base.requestsPerSecond),
        'ours/baseline': pct(ours.requestsPerSecond, base.requestsPerSecond),
        'ours p99 ms': ours.p99Ms,
        'baseline p99 ms': base.p99Ms,
        errors: ours.errors + ours.non2xx,
      });
    } finally {
      baseline.stop();
    }
  }
} finally {
  await server.stop();
}
printTable(rows);
