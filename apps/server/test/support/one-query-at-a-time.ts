import pg from 'pg';
import { afterAll, afterEach } from 'vitest';

/**
 * A connection runs one query at a time. pg 8 queues a query sent while another runs on the same
 * connection (and warns "Calling client.query() when the client is already executing a query is
 * deprecated"); pg 9 will refuse it. So every server test on PostgreSQL fails when our code does that:
 * the statements of a transaction, or of a locked connection, are awaited one after another, never
 * sent together (no Promise.all on a `tx`). pg warns only from the third query at once, and once per
 * process; this catches the second, every time, and names the query.
 */
type Callback = (...results: unknown[]) => void;
type Query = (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) => unknown;

const registry = globalThis as { oneQueryAtATime?: { overlaps: string[] } };
const overlaps = (registry.oneQueryAtATime ??= watchConnections()).overlaps;

function watchConnections() {
  const state = { overlaps: [] as string[] };
  const running = new WeakMap<pg.Client, number>();
  const proto = pg.Client.prototype as unknown as { query: Query };
  const send = proto.query;
  proto.query = function (config, values, callback) {
    // A query object of its own (a cursor or stream) tells its end by events: not used here, not counted.
    if (typeof (config as { submit?: unknown }).submit === 'function') return send.call(this, config, values, callback);
    const busy = running.get(this) ?? 0;
    if (busy > 0) state.overlaps.push(whereSent(busy + 1, config));
    running.set(this, busy + 1);
    const done = () => running.set(this, (running.get(this) ?? 1) - 1);
    const after =
      (cb: Callback): Callback =>
      (...results) => {
        done();
        cb(...results);
      };
    if (typeof values === 'function') return send.call(this, config, after(values as Callback));
    if (typeof callback === 'function') return send.call(this, config, values, after(callback as Callback));
    const result = send.call(this, config, values) as Promise<unknown> | undefined;
    // Without a promise (a callback inside `config`) the end is not seen: not counted.
    if (typeof result?.then === 'function') result.then(done, done);
    else done();
    return result;
  };
  return state;
}

/** The query, and the lines of the stack in our server's code that sent it (none when it went out after an await). */
function whereSent(atOnce: number, config: unknown) {
  const text = typeof config === 'string' ? config : (config as { text?: string }).text;
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 100;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  const ours = stack.split('\n').filter((line) => line.includes('/apps/server/src/'));
  return [`${atOnce} queries at once on one connection; this one: ${text?.slice(0, 200)}`, ...ours].join('\n');
}

function failOnOverlaps() {
  const found = overlaps.splice(0);
  if (found.length) {
    throw new Error(
      `Our code sent a query on a connection that was still running another (pg 9 refuses it):\n${found.join('\n\n')}`,
    );
  }
}

afterEach(failOnOverlaps);
afterAll(failOnOverlaps);
