import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, signupsActiveAtOnceOn } from '../support/drill-client.ts';
import { type PostgresCluster, removeCluster, startPostgresCluster } from '../support/postgres-cluster.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { type Inbox, startInbox } from '../support/smtp-inbox.ts';

const SUBSCRIBERS = 50;
/** Longer than the whole retry budget of the old newsletter sender (1 + 2 + 4 + 8 s at MAIL_RETRY_SECONDS=1). */
const OUTAGE_MS = 20_000;
const CONTACT_TO = 'office@laxeyminesrailway.example';

describe('the mail server down for a while', () => {
  let cluster: PostgresCluster;
  let inbox: Inbox;
  let server: ServerProcess;
  let cookie: string;
  beforeAll(async () => {
    [cluster, inbox] = await Promise.all([startPostgresCluster(), startInbox()]);
    server = await startServerProcess({
      DATABASE_URL: cluster.url,
      DEMO_CONTENT: 'false',
      SMTP_URL: inbox.url,
      CONTACT_TO,
      TRUST_PROXY: '1',
      MAIL_RATE_PER_SECOND: '0',
      // Retries after 1, 2, 4, 8... seconds instead of 5, 10, 20...: the same rule, quicker.
      MAIL_RETRY_SECONDS: '1',
    });
    cookie = await adminCookie(server);
  });
  afterAll(async () => {
    await server?.stop();
    await inbox?.close();
    if (cluster) removeCluster(cluster);
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const contactMessage = (subject: string) =>
    post('/api/send-email', {
      name: 'Margaret Quayle',
      email: 'margaret@example.org',
      subject,
      message: 'Could a group of twelve ride on the first train on Sunday? Two of us use wheelchairs.',
    });
  const get = async <T>(path: string) => (await (await fetch(server.url + path, { headers: { cookie } })).json()) as T;

  it('loses nothing: the contact message and the newsletter go out once the mail server is back, once each', async () => {
    await signupsActiveAtOnceOn(server);
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const res = await post(
        '/api/submit-email',
        { email: `reader${i}@example.org` },
        { 'x-forwarded-for': `10.8.0.${i}` },
      );
      expect(res.status).toBe(200);
    }
    // Mail flows before the outage (and the server holds pooled connections to the mail server).
    expect((await contactMessage('Before the outage')).status).toBe(201);
    await inbox.waitFor(1);
    const port = inbox.port;
    await inbox.close();

    expect((await contactMessage('Group booking')).status).toBe(201);
    const send = await post(
      '/api/send-newsletter',
      {
        title: 'Gala weekend',
        subject: 'Gala weekend',
        message: 'Both engines in steam, the mine tunnel open for walks, and tea in the station building.',
      },
      { cookie },
    );
    expect(send.status).toBe(202);
    const { id } = (await send.json()) as { id: string };
    await new Promise((r) => setTimeout(r, OUTAGE_MS));

    // Still waiting, not given up: nothing sent, nothing failed.
    expect(await get(`/api/admin/newsletters/${id}`)).toMatchObject({ sent: 0, failed: 0, pending: SUBSCRIBERS });
    const messages = await get<{ subject: string; mailedAt: string | null }[]>('/api/admin/messages');
    expect(messages.find((m) => m.subject === 'Group booking')).toMatchObject({ mailedAt: null });

    inbox = await startInbox({ port });
    await inbox.waitFor(SUBSCRIBERS + 1, 90_000);
    await new Promise((r) => setTimeout(r, 3_000)); // time for a duplicate, if any, to arrive
    const mails = inbox.received.slice();
    expect(mails).toHaveLength(SUBSCRIBERS + 1);
    const contact = mails.filter((m) => m.to[0] === CONTACT_TO);
    expect(contact.map((m) => m.mail.subject)).toEqual(['Contact form: Group booking']);
    const newsletter = mails.filter((m) => m.mail.subject === 'Gala weekend');
    expect(new Set(newsletter.map((m) => m.to[0])).size).toBe(SUBSCRIBERS);

    expect(await get(`/api/admin/newsletters/${id}`)).toMatchObject({ sent: SUBSCRIBERS, failed: 0, pending: 0 });
    const after = await get<{ subject: string; mailedAt: string | null }[]>('/api/admin/messages');
    expect(after.find((m) => m.subject === 'Group booking')!.mailedAt).not.toBeNull();
  });
});
