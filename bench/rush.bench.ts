// The rush (issue 28, point 10): 1,000 buyers race for the last 100 seats of an event train, on PostgreSQL
// with two server processes, and must be served within 10 seconds: exactly 100 seats held, every other buyer
// told the train is full (409 sold_out, the one answer that is not an error), nothing else. Beside it, in the
// same run on the same database, two bare Fastify processes doing only the hold's conditional UPDATE.
//
// Rate limits: each buyer comes from an address of its own, as a real rush does. The servers run with
// TRUST_PROXY=1 (as behind the railway's reverse proxy) and each buyer sends its own X-Forwarded-For, so the
// limit of 20 holds an hour per address stays as it is in production and is counted for every call.
import { spawn } from 'node:child_process';
import http from 'node:http';
import pg from 'pg';
import { bookingRules } from '@lmr/shared/booking';
import { railwayToday } from '@lmr/shared/timetable';
import { freePort, removeCluster, startPostgresCluster } from '../apps/server/test/support/postgres-cluster.ts';
import { startServerProcesses, waitForHealthy } from '../apps/server/test/support/server-process.ts';
import { median, printTable } from './support/measure.ts';

const BUYERS = 1_000;
const SEATS_LEFT = 100;
const WITHIN_MS = 10_000;
/** Buyers' requests in flight at once, over both processes. */
const CONNECTIONS = 100;

interface Answer {
  status: number;
  code?: string;
  ms: number;
}

/** One POST with a JSON body on a keep-alive agent; a failed connection is status 0. */
function post(agent: http.Agent, url: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => {
          let code: string | undefined;
          try {
            code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
          } catch {
            code = 'not json';
          }
          resolve({ status: res.statusCode ?? 0, code, ms: performance.now() - started });
        });
      },
    );
    req.on('error', () => resolve({ status: 0, code: 'connection', ms: performance.now() - started }));
    req.end(payload);
  });
}

/** The one answer that is not an error beside a held seat: the train is full. */
const toldFull = (a: Answer) => a.status === 409 && a.code === 'sold_out';

/**
 * 1,000 buyers, each from its own address, shared between two servers: CONNECTIONS at a time, each starting
 * the next buyer when its answer comes, so that a latency is the server's and not a wait in this client.
 */
async function rush(urls: string[], departureId: string) {
  const agents = urls.map(() => new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS / urls.length }));
  const answers: Answer[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, connection) => {
      const server = connection % urls.length;
      while (next < BUYERS) {
        const buyer = next++;
        const address = `10.28.${Math.floor(buyer / 250)}.${(buyer % 250) + 1}`;
        answers.push(
          await post(
            agents[server]!,
            urls[server]!,
            { departureId, tickets: { adult: 1 } },
            { 'x-forwarded-for': address },
          ),
        );
      }
    }),
  );
  const ms = performance.now() - started;
  for (const agent of agents) agent.destroy();
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    ms,
    held: answers.filter((a) => a.status === 201).length,
    full: answers.filter(toldFull).length,
    errors: answers.filter((a) => a.status !== 201 && !toldFull(a)),
    perSecond: BUYERS / (ms / 1000),
    p99: latencies[Math.ceil(0.99 * latencies.length) - 1]!,
  };
}

async function startBaselines(databaseUrl: string) {
  return Promise.all(
    [0, 1].map(async () => {
      const port = await freePort();
      const child = spawn(process.execPath, ['support/hold-baseline-server.ts'], {
        cwd: import.meta.dirname,
        env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl },
        stdio: 'ignore',
      });
      const url = `http://127.0.0.1:${port}`;
      const until = Date.now() + 30_000;
      while (Date.now() < until) {
        try {
          await fetch(`${url}/hold`);
          break;
        } catch {
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      return { url: `${url}/hold`, stop: () => child.kill('SIGTERM') };
    }),
  );
}

/** The admin's session on a server process (server-process.ts gives it these details). */
async function adminSession(serverUrl: string) {
  const res = await fetch(`${serverUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.org', password: 'Admin-Passw0rd-Test' }),
  });
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** The demo season's Ghost Trains evening a week ahead, bookable, every departure on one carriage of 120 seats. */
async function bookableDeparturesOn(serverUrl: string, cookie: string) {
  const call = async (method: string, path: string, body: unknown, status: number) => {
    const res = await fetch(serverUrl + path, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res;
  };
  const date = new Date(Date.parse(`${railwayToday()}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  const timetable = (await (await call('GET', '/api/admin/timetable', undefined, 200)).json()) as {
    patterns: { id: string; name: string }[];
  };
  const pattern = timetable.patterns.find((p) => p.name === 'Ghost Trains evening')!;
  await call('POST', '/api/admin/timetable/days', { date, patternId: pattern.id }, 201);
  await call('PUT', '/api/admin/booking/carriages/carriage-1', { seats: 120, wheelchairSpaces: 0 }, 204);
  await call(
    'POST',
    '/api/admin/booking/departures',
    { date, carriages: ['carriage-1'], ...bookingRules.defaults },
    201,
  );
  const day = (await (await fetch(`${serverUrl}/api/booking/days/${date}`)).json()) as {
    departures: { id: string }[];
  };
  return day.departures.slice(0, 3).map((d) => d.id);
}

const cluster = await startPostgresCluster();
const servers = await startServerProcesses(
  [0, 1].map(() => ({ DATABASE_URL: cluster.url, LOG_LEVEL: 'silent', TRUST_PROXY: '1' })),
);
await Promise.all(servers.map((s) => waitForHealthy(s.url)));
const baselines = await startBaselines(cluster.url);
const db = new pg.Client({ connectionString: cluster.url });
await db.connect();
/** The train sold but for its last 100 seats, as when the rush starts. */
const lastSeats = (id: string) =>
  db.query(`UPDATE booking_departures SET seats_taken = seats - ${SEATS_LEFT} WHERE id = $1`, [id]);
const seatsLeft = async (id: string) =>
  (await db.query<{ left: number }>('SELECT seats - seats_taken AS left FROM booking_departures WHERE id = $1', [id]))
    .rows[0]!.left;
const heldSeats = async (id: string) =>
  (
    await db.query<{ held: number }>(
      `SELECT coalesce(sum(seats), 0)::int AS held FROM booking_orders WHERE departure_id = $1 AND state = 'held'`,
      [id],
    )
  ).rows[0]!.held;

let failed = false;
const rows = [];
try {
  const departures = await bookableDeparturesOn(servers[0]!.url, await adminSession(servers[0]!.url));
  const holdUrls = servers.map((s) => `${s.url}/api/booking/holds`);
  // Taken in turn, round by round, so that ours and the baseline meet the same load on the shared machine.
  for (const departure of departures) {
    await lastSeats(departure);
    const ours = await rush(holdUrls, departure);
    const sold = { answers: ours.held, orders: await heldSeats(departure), left: await seatsLeft(departure) };
    await lastSeats(departure);
    const base = await rush(
      baselines.map((b) => b.url),
      departure,
    );
    const ok =
      sold.answers === SEATS_LEFT &&
      sold.orders === SEATS_LEFT &&
      sold.left === 0 &&
      ours.full === BUYERS - SEATS_LEFT &&
      ours.errors.length === 0 &&
      ours.ms < WITHIN_MS &&
      base.held === SEATS_LEFT;
    if (!ok) failed = true;
    if (ours.errors.length) console.log('error answers:', ours.errors.slice(0, 5));
    rows.push({
      'seats held (answers/orders)': `${sold.answers}/${sold.orders}`,
      'told full': ours.full,
      errors: ours.errors.length,
      'ours s': (ours.ms / 1000).toFixed(2),
      'ours holds/s': Math.round(ours.perSecond),
      'baseline holds/s': Math.round(base.perSecond),
      'ours/baseline': `${Math.round((100 * ours.perSecond) / base.perSecond)}%`,
      'ours p99 ms': Math.round(ours.p99),
      'baseline p99 ms': Math.round(base.p99),
      result: ok ? 'ok' : 'FAILED',
    });
  }
} finally {
  await db.end();
  for (const b of baselines) b.stop();
  await Promise.all(servers.map((s) => s.stop()));
  removeCluster(cluster);
}
printTable(rows);
console.log(
  `median of ${rows.length} rounds: ours ${median(rows.map((r) => r['ours holds/s']))} holds/s, baseline ${median(
    rows.map((r) => r['baseline holds/s']),
  )} holds/s; ours p99 ${median(rows.map((r) => r['ours p99 ms']))} ms, baseline ${median(
    rows.map((r) => r['baseline p99 ms']),
  )} ms`,
);
if (failed) {
  console.log(
    `FAILED: each round must hold exactly ${SEATS_LEFT} seats within ${WITHIN_MS / 1000} s, with no error answer`,
  );
  process.exit(1);
}
