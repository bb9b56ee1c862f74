import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, waitUntil } from '../support/drill-client.ts';
import { type PostgresCluster, removeCluster, startPostgresCluster } from '../support/postgres-cluster.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { type Inbox, startInbox } from '../support/smtp-inbox.ts';

const SUBSCRIBERS = 300;
const senderOf = (name: string) => `railway+${name}@laxeyminesrailway.example`;

describe('a newsletter sent by one of two server processes that both run the mail workers', () => {
  let cluster: PostgresCluster;
  let inbox: Inbox;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    [cluster, inbox] = await Promise.all([startPostgresCluster(), startInbox()]);
    const env = (name: string) => ({
      DATABASE_URL: cluster.url,
      DEMO_CONTENT: 'false',
      SMTP_URL: inbox.url,
      // The envelope sender tells the SMTP server which process a mail came from; nothing else does.
      MAIL_FROM: `Laxey Mines Railway <${senderOf(name)}>`,
      // Behind a reverse proxy, as in production: each visitor has their own address (X-Forwarded-For),
      // so the per-address signup limit applies to each of them and not to the test as a whole.
      TRUST_PROXY: 'true',
      // Throttled per process, in small batches, so the second process takes part before the first is done.
      MAIL_RATE_PER_SECOND: '40',
      MAIL_BATCH_SIZE: '10',
    });
    [a, b] = await Promise.all([startServerProcess(env('a')), startServerProcess(env('b'))]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await inbox?.close();
    if (cluster) removeCluster(cluster);
  });

  it('mails every subscriber exactly once, with both processes sending', async () => {
    const emails = Array.from({ length: SUBSCRIBERS }, (_, i) => `reader${i}@example.org`);
    for (const [i, email] of emails.entries()) {
      const res = await fetch(`${(i % 2 ? a : b).url}/api/submit-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.7.${i >> 8}.${i & 255}` },
        body: JSON.stringify({ email }),
      });
      expect(res.status).toBe(200);
    }

    const send = await fetch(`${a.url}/api/send-newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await adminCookie(a) },
      body: JSON.stringify({
        title: 'Santa trains',
        subject: 'Santa trains',
        message:
          'Booking opens next week for the December trains: Santa rides in the tender and every child gets a present.',
      }),
    });
    expect(send.status).toBe(202);
    const { id, total } = (await send.json()) as { id: string; total: number };
    expect(total).toBe(SUBSCRIBERS);

    // The progress the admin screen shows, read from the other process.
    const cookieB = await adminCookie(b);
    const progress = async () =>
      (await (await fetch(`${b.url}/api/admin/newsletters/${id}`, { headers: { cookie: cookieB } })).json()) as {
        sent: number;
        pending: number;
        failed: number;
      };
    expect(await waitUntil(async () => (await progress()).sent === SUBSCRIBERS, 60_000, 250)).toBe(true);
    await inbox.waitFor(SUBSCRIBERS, 10_000);
    await new Promise((r) => setTimeout(r, 2_000)); // time for a duplicate, if any, to arrive
    expect(await progress()).toMatchObject({ sent: SUBSCRIBERS, pending: 0, failed: 0 });

    const mails = inbox.received.slice();
    expect(mails).toHaveLength(SUBSCRIBERS);
    expect(new Set(mails.map((m) => m.to.join())).size).toBe(SUBSCRIBERS);
    expect(mails.map((m) => m.to[0]).sort()).toEqual([...emails].sort());
    expect(new Set(mails.map((m) => m.mail.messageId)).size).toBe(SUBSCRIBERS);
    expect(mails.every((m) => m.mail.subject === 'Santa trains')).toBe(true);

    const sentBy = (name: string) => mails.filter((m) => m.mail.from?.value[0]?.address === senderOf(name)).length;
    const [fromA, fromB] = [sentBy('a'), sentBy('b')];
    expect(fromA + fromB).toBe(SUBSCRIBERS);
    expect(fromA).toBeGreaterThan(0);
    expect(fromB).toBeGreaterThan(0);
    console.info(`newsletter drill: process A sent ${fromA}, process B sent ${fromB}`);
  });
});
