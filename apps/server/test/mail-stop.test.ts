import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from './support/captured-log.ts';
import { emptyPlace, type Place, removePlace } from './support/installations.ts';
import { ADMIN, createTestApp, loginCookie, type TestApp } from './support/test-app.ts';
import { type Inbox, startInbox } from './support/smtp-inbox.ts';

const message = {
  name: 'Late Visitor',
  email: 'late@example.org',
  subject: 'Evening ride',
  message: 'Could a group of eight book the last train of the day in August, and is there a discount?',
};

describe('a server stopping while the mail server holds a mail unanswered', () => {
  let inbox: Inbox | undefined;
  let holding = true;
  let held = 0;
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.app.close();
    await inbox?.close();
    if (apps[0]) await fs.rm(apps[0].dataDir, { recursive: true, force: true });
  });

  it('stops cleanly, and the mail goes after the restart', async () => {
    inbox = await startInbox({
      onMail: () => {
        if (holding) held++;
        return !holding;
      },
    });
    const env = { SMTP_URL: inbox.url, CONTACT_TO: 'office@railway.example', MAIL_RETRY_SECONDS: '1' };
    const first = await createTestApp({ env });
    apps.push(first);
    const sent = await first.app.inject({ method: 'POST', url: '/api/send-email', payload: message });
    expect(sent.statusCode).toBe(201);
    await expect.poll(() => held, { timeout: 20_000 }).toBe(1);

    // Before the fix, the job outlived pg-boss's stop, and answering the held mail after the database had
    // closed made pg-boss write to it: an unhandled rejection, which fails this run.
    await first.app.close();
    apps.pop();
    inbox.dropHeld();
    holding = false;

    const second = await createTestApp({ env, dataDir: first.dataDir, databaseUrl: first.databaseUrl });
    apps.push(second);
    const [mail] = await inbox.waitFor(1, 30_000);
    expect(mail!.to).toEqual(['office@railway.example']);
    expect(mail!.mail.subject).toBe('Contact form: Evening ride');
    const admin = await loginCookie(second.app, ADMIN.email, ADMIN.password);
    await expect
      .poll(
        async () =>
          (await second.app.inject({ url: '/api/admin/messages', headers: { cookie: admin } })).json()[0].mailedAt,
        { timeout: 10_000 },
      )
      .not.toBeNull();
  }, 90_000);
});

describe('the time between tries of a mail', () => {
  const apps: TestApp[] = [];
  let inbox: Inbox | undefined;
  let place: Place | undefined;
  afterAll(async () => {
    for (const t of apps) await t.app.close();
    await inbox?.close();
    if (place) await removePlace(place);
  });

  it('follows MAIL_RETRY_SECONDS at each start, not the value the queue was first made with', async () => {
    let refused = false;
    inbox = await startInbox({
      // The first try is refused for now (451), as a busy mail server does; the retry is accepted.
      onMail: () => {
        if (refused) return true;
        refused = true;
        setImmediate(() => inbox!.dropHeld());
        return false;
      },
    });
    place = await emptyPlace();
    const { dataDir, databaseUrl } = place;
    const env = { SMTP_URL: inbox.url, CONTACT_TO: 'office@railway.example' };
    const first = await createTestApp({ dataDir, databaseUrl, env: { ...env, MAIL_RETRY_SECONDS: '3600' } });
    await first.app.close();
    const second = await createTestApp({ dataDir, databaseUrl, env: { ...env, MAIL_RETRY_SECONDS: '1' } });
    apps.push(second);
    const sent = await second.app.inject({ method: 'POST', url: '/api/send-email', payload: message });
    expect(sent.statusCode).toBe(201);
    const [mail] = await inbox.waitFor(1);
    expect(refused).toBe(true);
    expect(mail!.mail.subject).toBe('Contact form: Evening ride');
  }, 90_000);
});

describe('an app closing while its mail queue is at work', () => {
  let inbox: Inbox;
  let holding = false;
  beforeAll(async () => {
    inbox = await startInbox({ onMail: () => !holding });
  });
  afterAll(() => inbox.close());

  /** A test app that mails through the inbox, with its log kept; closing it must log no error. */
  async function mailingApp() {
    const log = capturedLog();
    const env = { SMTP_URL: inbox.url, CONTACT_TO: 'office@railway.example' };
    const app = await createTestApp({ env, logger: log.logger });
    const errors = () => log.lines.filter((line) => JSON.parse(line).level >= 50);
    return { ...app, errors };
  }

  /** Closes the app and finds its data folder gone: nothing was writing there once the database had closed. */
  async function closeCleanly(app: Awaited<ReturnType<typeof mailingApp>>) {
    await app.close();
    await expect(fs.access(app.dataDir)).rejects.toThrow(/ENOENT/);
    expect(app.errors()).toEqual([]);
  }

  // A close runs the hooks added last first: one added here acts as the close begins, before the queue's.
  it('lets the mail being sent finish before the database closes', async () => {
    holding = true;
    const app = await mailingApp();
    app.app.addHook('onClose', async () => {
      holding = false;
      inbox.answerHeld();
    });
    const before = inbox.received.length;
    const sent = await app.app.inject({ method: 'POST', url: '/api/send-email', payload: message });
    expect(sent.statusCode).toBe(201);
    await expect.poll(() => inbox.heldCount(), { timeout: 20_000 }).toBe(1);

    await closeCleanly(app);
    expect(inbox.received.length).toBe(before + 1);
  });

  it('closes cleanly when a mail is queued as the close begins', async () => {
    const app = await mailingApp();
    const late = { to: 'office@railway.example', subject: 'Queued late', text: 'Queued as the server stopped.' };
    app.app.addHook('onClose', () => app.app.mailQueue.enqueue(late));
    await closeCleanly(app);
  });
});
