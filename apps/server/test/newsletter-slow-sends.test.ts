import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Inbox, startInbox } from './support/smtp-inbox.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { adminWithSubscribers, newsletterSender, postNewsletter } from './support/newsletter.ts';

const SUBSCRIBERS = 10;
const CLAIM_SECONDS = 1;

describe('a newsletter batch that takes longer to send than its lease', () => {
  let t: TestApp;
  let inbox: Inbox;
  beforeAll(async () => {
    // Two rounds of five parallel sends at 900 ms each: the batch of ten needs about twice its lease.
    inbox = await startInbox({ answerAfterMs: 900 });
    t = await createTestApp({ env: { SMTP_URL: inbox.url, MAIL_WORKERS: 'false' } });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it('is kept by the process sending it, so a second process sends none of it again', async () => {
    const readers = Array.from({ length: SUBSCRIBERS }, (_, i) => `slow${i}@example.org`);
    const admin = await adminWithSubscribers(t.app, readers, '10.7.0');
    const sent = await postNewsletter(t.app, admin, '/api/send-newsletter', {
      title: 'Running days',
      subject: 'Running days',
      message: 'News from the line. '.repeat(4),
    });
    expect(sent.statusCode).toBe(202);

    const sender = () => newsletterSender(t.app, { batchSize: SUBSCRIBERS, claimSeconds: CLAIM_SECONDS });
    const first = sender();
    const second = sender();
    first.start();
    // The first process holds the whole batch before the second starts looking every second.
    const claimed = async () =>
      (await t.app.database.query(`SELECT id FROM newsletter_deliveries WHERE status = 'sending'`)).rows.length;
    await expect.poll(claimed, { timeout: 10_000 }).toBe(SUBSCRIBERS);
    second.start();
    await inbox.waitFor(SUBSCRIBERS);
    await first.stop();
    await second.stop();

    expect(await second.runOnce()).toBe(0);
    const addresses = inbox.received.map((m) => m.to[0]);
    expect(addresses).toHaveLength(SUBSCRIBERS);
    expect(new Set(addresses).size).toBe(SUBSCRIBERS);
  });
});
