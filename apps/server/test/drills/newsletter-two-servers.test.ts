import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, signupsActiveAtOnceOn, waitUntil } from '../support/drill-client.ts';
import { type PostgresCluster, removeCluster, startPostgresCluster } from '../support/postgres-cluster.ts';
import { type ServerProcess, startServerProcesses } from '../support/server-process.ts';
import { type Inbox, startInbox } from '../support/smtp-inbox.ts';

const SUBSCRIBERS = 300;
const senderOf = (name: string) => `railway+${name}@laxeyminesrailway.example`;

describe('a newsletter sent by one of two server processes that both run the mail workers', () => {
  let cluster: PostgresCluster;
  let inbox: Inbox;
  let a: ServerProcess;
  let b: ServerProcess;
  /** While set, mails from process A are held unacknowledged, as if A died before the server answered. */
  let holdFromA = false;
  beforeAll(async () => {
    [cluster, inbox] = await Promise.all([
      startPostgresCluster(),
      startInbox({
        onMail: (_count, session) =>
          !(holdFromA && session.envelope.mailFrom && session.envelope.mailFrom.address === senderOf('a')),
      }),
    ]);
    const env = (name: string) => ({
      DATABASE_URL: cluster.url,
      DEMO_CONTENT: 'false',
      SMTP_URL: inbox.url,
      // The envelope sender tells the SMTP server which process a mail came from; nothing else does.
      MAIL_FROM: `Laxey Mines Railway <${senderOf(name)}>`,
      // Behind a reverse proxy, as in production: each visitor has their own address (X-Forwarded-For),
      // so the per-address signup limit applies to each of them and not to the test as a whole.
      TRUST_PROXY: '1',
      // Throttled per process, in small batches, so the second process takes part before the first is done.
      MAIL_RATE_PER_SECOND: '40',
      MAIL_BATCH_SIZE: '10',
      // Rows claimed by a process that died are taken up by the other after this lease.
      MAIL_CLAIM_SECONDS: '2',
    });
    [a, b] = (await startServerProcesses([env('a'), env('b')])) as [ServerProcess, ServerProcess];
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await inbox?.close();
    if (cluster) removeCluster(cluster);
  });

  const sendNewsletter = async (server: ServerProcess, title: string) =>
    fetch(`${server.url}/api/send-newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await adminCookie(server) },
      body: JSON.stringify({
        title,
        subject: title,
        message:
          'Booking opens next week for the December trains: Santa rides in the tender and every child gets a present.',
      }),
    });

  it('mails every subscriber exactly once, with both processes sending', async () => {
    await signupsActiveAtOnceOn(a);
    const emails = Array.from({ length: SUBSCRIBERS }, (_, i) => `reader${i}@example.org`);
    for (const [i, email] of emails.entries()) {
      const res = await fetch(`${(i % 2 ? a : b).url}/api/submit-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.7.${i >> 8}.${i & 255}` },
        body: JSON.stringify({ email }),
      });
      expect(res.status).toBe(200);
    }

    const send = await sendNewsletter(a, 'Santa trains');
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

  it('finishes the newsletter on the surviving process when the other is killed mid-send, once per subscriber', async () => {
    const start = inbox.received.length;
    const round = () => inbox.received.slice(start);
    const send = await sendNewsletter(b, 'Easter trains');
    expect(send.status).toBe(202);
    const { id } = (await send.json()) as { id: string };
    const fromA = () => round().filter((m) => m.mail.from?.value[0]?.address === senderOf('a')).length;
    expect(await waitUntil(() => fromA() >= 30, 30_000, 20)).toBe(true);
    // A's mails in flight stay unanswered; A dies (kill -9) with rows claimed; it never hears the refusal.
    holdFromA = true;
    await new Promise((r) => setTimeout(r, 300));
    await a.kill();
    inbox.dropHeld();

    await inbox.waitFor(start + SUBSCRIBERS, 60_000);
    await new Promise((r) => setTimeout(r, 3_000)); // A's leases have run out: time for a duplicate to show
    const mails = round();
    expect(mails).toHaveLength(SUBSCRIBERS);
    expect(new Set(mails.map((m) => m.to[0])).size).toBe(SUBSCRIBERS);
    const cookieB = await adminCookie(b);
    const status = await (await fetch(`${b.url}/api/admin/newsletters/${id}`, { headers: { cookie: cookieB } })).json();
    expect(status).toMatchObject({ sent: SUBSCRIBERS, failed: 0, pending: 0 });
    console.info(
      `newsletter kill drill: A sent ${fromA()} before it was killed, B sent the other ${SUBSCRIBERS - fromA()}`,
    );
  });
});
