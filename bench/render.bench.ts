// The first render of /history (100 events) after a publish, as a visitor gets it from the server,
// next to renderToString of the same tree, with the same data, in this bare script.
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { removeCluster } from '../apps/server/test/support/postgres-cluster.ts';
import type { ReactElement } from 'react';
import { median, pct, printTable } from './support/measure.ts';
import { startServerOnPostgres } from './support/postgres-server.ts';

const ROUNDS = 15;

const { cluster, server, db } = await startServerOnPostgres();
await db.query(`
  INSERT INTO history_events (name, description, event_date, image)
  SELECT 'Bench event ' || g, repeat('Words about the railway. ', 60), now() - make_interval(years => g), '/favicon.svg'
  FROM generate_series(1, 100 - (SELECT count(*) FROM history_events)::int) g`);

const entry = (await import(path.resolve(import.meta.dirname, '../apps/web/dist/server/entry-server.js'))) as {
  pageTree(pathname: string, data: { key: unknown[]; value: unknown }[]): ReactElement;
  render(pathname: string, publicUrl: string, data: { key: unknown[]; value: unknown }[]): Promise<unknown>;
};

const served: number[] = [];
const bare: number[] = [];
try {
  for (let round = 0; round < ROUNDS; round++) {
    const marker = `Published in round ${round}`;
    await db.query(`UPDATE history_events SET description = $1 WHERE name = 'Bench event 1'`, [marker]);
    // The server hears of the change by NOTIFY; the first answer holding it is the first render.
    for (;;) {
      const started = performance.now();
      const body = await (await fetch(`${server.url}/history`)).text();
      if (body.includes(marker)) {
        served.push(performance.now() - started);
        break;
      }
    }
    const events = await (await fetch(`${server.url}/api/get-all-events`)).json();
    const intro = await (await fetch(`${server.url}/api/site/pages/history-intro`)).json();
    const data = [
      { key: ['history-events'], value: events },
      { key: ['site-page', 'history-intro'], value: intro },
    ];
    // Warm once: the screen's code loads on demand, and renderToString does not wait for it.
    if (round === 0) await entry.render('/history', '', data);
    const started = performance.now();
    const html = renderToString(entry.pageTree('/history', data));
    bare.push(performance.now() - started);
    if (!html.includes(marker)) throw new Error('the bare render did not show the change');
  }
} finally {
  await db.end();
  await server.stop();
  removeCluster(cluster);
}
const ours = median(served);
const base = median(bare);
printTable([
  {
    target: 'first GET /history after a publish (100 events)',
    'ours median ms': ours.toFixed(1),
    'bare renderToString median ms': base.toFixed(1),
    'bare/ours': pct(base, ours),
  },
]);
