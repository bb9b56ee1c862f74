// Public pages and API under 50 concurrent connections, next to bare Fastify serving the same bytes
// from memory on the same machine in the same run. Goal (issue 7): 60% of the baseline, p99 under 20 ms;
// (issue 15) the timetable page and its calendar feed, both from cache: 80%.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, removeCluster } from '../apps/server/test/support/postgres-cluster.ts';
import { load, median, pct, printTable } from './support/measure.ts';
import { startServerOnPostgres } from './support/postgres-server.ts';

async function startBaseline(body: Buffer, contentType: string) {
  const port = await freePort();
  const bodyFile = path.join(os.tmpdir(), `lmr-baseline-${port}`);
  fs.writeFileSync(bodyFile, body);
  const child = spawn(process.execPath, ['support/baseline-server.ts'], {
    cwd: import.meta.dirname,
    env: { ...process.env, PORT: String(port), BODY_FILE: bodyFile, CONTENT_TYPE: contentType },
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
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(bodyFile, { force: true });
    },
  };
}

// On PostgreSQL, so the bench can add events beside the running server: 100 in all, as issue 7 asks.
const { cluster, server, db } = await startServerOnPostgres();
await db.query(`
  WITH src AS (SELECT * FROM history_events ORDER BY event_date LIMIT 1),
  copies AS (
    INSERT INTO history_events (name, description, event_date, image)
    SELECT src.name || ' (' || g || ')', src.description, src.event_date - make_interval(years => g), src.image
    FROM src, generate_series(1, 100 - (SELECT count(*) FROM history_events)::int) g
    RETURNING id)
  INSERT INTO history_event_gallery (event_id, position, image, caption)
  SELECT copies.id, gl.position, gl.image, gl.caption
  FROM copies, history_event_gallery gl WHERE gl.event_id = (SELECT id FROM src)`);
const events = (await (await fetch(`${server.url}/api/get-all-events`)).json()) as unknown[];
console.log(`${events.length} history events`);
await db.end();
const targets = ['/', '/history', '/api/get-all-events', '/timetable', '/timetable.ics'];
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
      // The machine is shared and its load comes in bursts: short rounds taken in turn put ours and the
      // baseline under the same conditions, and the median of the paired ratios ignores one unlucky round.
      const pairs = [];
      for (let round = 0; round < 3; round++) {
        pairs.push({
          ours: await load(server.url + target, { seconds: 4 }),
          base: await load(baseline.url + target, { seconds: 4 }),
        });
      }
      const ours = median(pairs.map((p) => p.ours.requestsPerSecond));
      const base = median(pairs.map((p) => p.base.requestsPerSecond));
      rows.push({
        target,
        bytes: body.length,
        'ours req/s': Math.round(ours),
        'baseline req/s': Math.round(base),
        'ours/baseline': pct(median(pairs.map((p) => p.ours.requestsPerSecond / p.base.requestsPerSecond)), 1),
        'ours p99 ms': median(pairs.map((p) => p.ours.p99Ms)),
        'baseline p99 ms': median(pairs.map((p) => p.base.p99Ms)),
        errors: pairs.reduce((sum, p) => sum + p.ours.errors + p.ours.non2xx, 0),
      });
    } finally {
      baseline.stop();
    }
  }
} finally {
  await server.stop();
  removeCluster(cluster);
}
printTable(rows);
