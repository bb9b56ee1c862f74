import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from '@playwright/test';
import { e2eAdmin, e2ePorts, twoProcesses } from './settings.ts';
import { startFakeStripe } from '../../apps/server/test/support/fake-stripe.ts';
import { freePort, removeCluster, startPostgresCluster } from '../../apps/server/test/support/postgres-cluster.ts';
import { type ServerProcess, startServerProcess } from '../../apps/server/test/support/server-process.ts';

const movedClock = path.resolve(import.meta.dirname, 'moved-clock.ts');

/**
 * A site of one journey's own, for a journey that moves the clock, which must not move under the other journeys:
 * the production bundle on a fresh data folder, or (E2E_DATABASE=postgres) two processes on a PostgreSQL cluster
 * of its own; a fake Stripe of its own whose clock moves with the site's; mail to the browser tests' SMTP server.
 * `restart(at)` stops every process and starts them again with `Date` at `at` (support/moved-clock.ts).
 */
export async function startOwnSite() {
  const cluster = twoProcesses ? await startPostgresCluster() : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lmr-e2e-own-'));
  // Fixed for the site's life: its address (PUBLIC_URL, the webhook's) stays the same across restarts.
  const ports = await Promise.all((twoProcesses ? [1, 2] : [1]).map(() => freePort()));
  const url = `http://127.0.0.1:${ports[0]}`;
  let movedByMs = 0;
  const stripe = await startFakeStripe({
    webhookUrl: `${url}/api/payments/stripe-webhook`,
    now: () => Date.now() + movedByMs,
  });
  let processes: ServerProcess[] = [];

  async function start(at?: string) {
    movedByMs = at ? Date.parse(at) - Date.now() : 0;
    const env = {
      PUBLIC_URL: url,
      DATABASE_URL: cluster?.url,
      SMTP_URL: `smtp://127.0.0.1:${e2ePorts.smtp}`,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      E2E_CLOCK_AT: at,
      ...stripe.env,
    };
    const nodeArgs = at ? ['--import', movedClock] : [];
    const started = await Promise.allSettled(
      ports.map((port) => startServerProcess(env, { port, dataDir, bundle: true, nodeArgs })),
    );
    processes = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
  }

  const stop = async () => void (await Promise.all(processes.map((p) => p.stop())));
  await start();
  return {
    url,
    /** Every process stopped, then started again with the clock at `at`. */
    async restart(at: string) {
      await stop();
      await start(at);
    },
    /**
     * An admin's API calls, signed in on this site; before the clock moves, as on PostgreSQL a session's last use is
     * dated by the database's clock, which stays where it is.
     */
    async admin() {
      const admin = await request.newContext({ baseURL: url });
      const res = await admin.post('/api/login', { data: e2eAdmin });
      if (!res.ok()) throw new Error(`admin login on the own site: ${res.status()} ${await res.text()}`);
      return admin;
    },
    async close() {
      await stop();
      await stripe.close();
      if (cluster) removeCluster(cluster);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
