import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages } from '@lmr/shared/messages';
import { rosterMessages } from '@lmr/shared/roster';
import type { NewsletterProgress } from '@lmr/shared/newsletter';
import { adminWithSubscribers, postNewsletter } from './support/newsletter.ts';
import { adminCalls, dayFromToday, rosterFixture } from './support/roster.ts';
import { type Inbox, startInbox } from './support/smtp-inbox.ts';
import { createTestApp, registeredCookie, type TestApp } from './support/test-app.ts';

const READERS = ['reader1@example.org', 'reader2@example.org', 'reader3@example.org'];
const CREW = ['cara@example.org', 'dan@example.org'];
const DAY = dayFromToday(12);
const PRESSES = 3;

const newsletter = (subject: string) => ({
  title: subject,
  subject,
  message: 'Trains run every Sunday from Easter, and on bank holidays through the summer.',
});

/** Of several answers, the statuses in order, and the messages of the refusals. */
const outcome = (answers: { statusCode: number; json: () => { error: { message: string } } }[]) => ({
  statuses: answers.map((a) => a.statusCode).sort(),
  refusals: answers.filter((a) => a.statusCode === 409).map((a) => a.json().error.message),
});

describe('a mail to many people, sent several times at once, goes once', () => {
  let t: TestApp;
  let inbox: Inbox;
  let admin: string;
  const received = (subject: string) => inbox.received.filter((r) => r.mail.subject === subject).flatMap((r) => r.to);
  const mailDay = (body: { subject: string; message: string; composeId?: string }) =>
    adminCalls(t, admin)('POST', `/api/admin/roster/days/${DAY}/mail`, body);

  /** Waits until every newsletter recorded has gone to everyone it was for. */
  async function newslettersFinished() {
    for (;;) {
      const history = (await t.app.inject({ url: '/api/admin/newsletters', headers: { cookie: admin } })).json<
        NewsletterProgress[]
      >();
      if (history.every((n) => n.pending === 0)) return history;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Waits for a mail sent to the roster after the others: jobs are taken in the order they were queued. */
  async function rosterMailFinished() {
    const marker = `Marker ${randomUUID()}`;
    expect((await mailDay({ subject: marker, message: 'The last one.', composeId: randomUUID() })).statusCode).toBe(
      202,
    );
    for (const to of CREW) await inbox.waitForMail(to, new RegExp(`^${marker}$`));
  }

  beforeAll(async () => {
    inbox = await startInbox();
    t = await createTestApp({ env: { SMTP_URL: inbox.url, DEMO_CONTENT: 'false' } });
    admin = await adminWithSubscribers(t.app, READERS, '10.44.0');
    const { roleIds } = await rosterFixture(t, admin, [DAY], [{ name: 'Guard', places: 2 }]);
    for (const [i, email] of CREW.entries()) {
      const cookie = await registeredCookie(t.app, admin, {
        name: `Crew ${i}`,
        email,
        password: 'Volunteer-Passw0rd-1',
        role: 'volunteer',
      });
      const took = await adminCalls(t, cookie)('POST', '/api/roster/duties', { date: DAY, roleId: roleIds.Guard });
      expect(took.statusCode, took.body).toBe(201);
    }
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it('a newsletter pressed three times at once with its compose id: one send, two refusals, one mail each', async () => {
    const composeId = randomUUID();
    const sends = Array.from({ length: PRESSES }, () =>
      postNewsletter(t.app, admin, '/api/send-newsletter', { ...newsletter('Spring news'), composeId }),
    );
    expect(outcome(await Promise.all(sends))).toEqual({
      statuses: [202, 409, 409],
      refusals: [feedbackMessages.newsletterAlreadySent, feedbackMessages.newsletterAlreadySent],
    });
    const again = await postNewsletter(t.app, admin, '/api/send-newsletter', {
      ...newsletter('Spring news, edited'),
      composeId,
    });
    expect(again.statusCode).toBe(409);

    expect((await newslettersFinished()).map((n) => n.subject)).toEqual(['Spring news']);
    expect(received('Spring news').sort()).toEqual(READERS);
  });

  it('a client that sends no compose id: of three at once one goes, and the same again minutes later is refused', async () => {
    const sends = Array.from({ length: PRESSES }, () =>
      postNewsletter(t.app, admin, '/api/send-newsletter', newsletter('Summer news')),
    );
    expect(outcome(await Promise.all(sends)).statuses).toEqual([202, 409, 409]);
    expect((await postNewsletter(t.app, admin, '/api/send-newsletter', newsletter('Summer news'))).statusCode).toBe(
      409,
    );
    // Another newsletter, or a compose id of its own, still goes.
    const other = await postNewsletter(t.app, admin, '/api/send-newsletter', {
      ...newsletter('Summer news'),
      composeId: randomUUID(),
    });
    expect(other.statusCode).toBe(202);

    const subjects = (await newslettersFinished()).map((n) => n.subject);
    expect(subjects.filter((s) => s === 'Summer news')).toHaveLength(2);
    expect(received('Summer news').sort()).toEqual([...READERS, ...READERS].sort());
  });

  it("a day's roster mail pressed three times at once, with its compose id or without: one mail each", async () => {
    const composeId = randomUUID();
    const keyed = { subject: 'Meet at the shed', message: 'Please come to the carriage shed at ten.', composeId };
    expect(outcome(await Promise.all(Array.from({ length: PRESSES }, () => mailDay(keyed))))).toEqual({
      statuses: [202, 409, 409],
      refusals: [rosterMessages.dayMailAlreadySent, rosterMessages.dayMailAlreadySent],
    });
    const keyless = { subject: 'Bring a coat', message: 'Rain is forecast all afternoon.' };
    expect(outcome(await Promise.all(Array.from({ length: PRESSES }, () => mailDay(keyless)))).statuses).toEqual([
      202, 409, 409,
    ]);

    await rosterMailFinished();
    expect(received('Meet at the shed').sort()).toEqual(CREW);
    expect(received('Bring a coat').sort()).toEqual(CREW);
  });
});
