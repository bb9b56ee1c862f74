import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages } from '@lmr/shared/messages';
import { type AdminTestApp, createAdminTestApp } from './support/test-app.ts';
import { type Inbox, startInbox } from './support/smtp-inbox.ts';

const message = {
  name: 'Visitor <script>',
  email: 'visitor@example.org',
  subject: 'Group visit',
  message: 'We are a group of twelve and would like to ride on a Saturday in June.\nIs that possible?',
};

describe('contact messages', () => {
  let t: AdminTestApp;
  let inbox: Inbox;
  let refusing = true;
  const send = (payload: object, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/send-email', payload, remoteAddress: ip });

  beforeAll(async () => {
    // The mail server is "down" (every mail refused with a temporary error) until the test lets it work.
    inbox = await startInbox({ onMail: () => !refusing });
    t = await createAdminTestApp({ env: { SMTP_URL: inbox.url, CONTACT_TO: 'office@railway.example' } });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it('stores the message before sending, and sends it to CONTACT_TO with the visitor only as Reply-To once mail works', async () => {
    const res = await send(message);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: feedbackMessages.contactSuccess });
    const stored = (
      await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers: { cookie: t.admin } })
    ).json();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...message, mailedAt: null });

    await new Promise((r) => setTimeout(r, 2500));
    inbox.dropHeld();
    refusing = false;
    const [mail] = await inbox.waitFor(1, 30_000);
    expect(mail!.to).toEqual(['office@railway.example']);
    expect(mail!.mail.replyTo?.value[0]?.address).toBe('visitor@example.org');
    expect(mail!.mail.subject).toBe('Contact form: Group visit');
    expect(mail!.mail.text).toContain('twelve');
    expect(mail!.mail.html).toContain('Visitor &lt;script&gt;');
    expect(mail!.mail.html).toContain('June.<br>Is that possible?');
    await expect
      .poll(
        async () =>
          (await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers: { cookie: t.admin } })).json()[0]
            .mailedAt,
        {
          timeout: 5000,
        },
      )
      .not.toBeNull();
  }, 60_000);

  it('refuses bad fields with the spec messages and stores nothing', async () => {
    const res = await send({ name: '', email: 'x', subject: '', message: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      name: 'You must enter a name',
      email: 'Email must be valid.',
      subject: 'Subject is required.',
      message: 'Message is required and needs to be over 50 characters',
    });
  });

  it('answers a filled honeypot as a success and stores and sends nothing', async () => {
    const res = await send({ ...message, website: 'spam' }, '10.0.0.2');
    expect(res.json()).toEqual({ message: feedbackMessages.contactSuccess });
    const stored = (
      await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers: { cookie: t.admin } })
    ).json();
    expect(stored).toHaveLength(1);
  });

  it('limits messages per sender address and per IP', async () => {
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push((await send({ ...message, email: 'often@example.org' }, `10.5.0.${i}`)).statusCode);
    expect(codes.at(-1)).toBe(429);
    const perIp = [];
    for (let i = 0; i < 11; i++)
      perIp.push((await send({ ...message, email: `p${i}@example.org` }, '10.6.0.1')).statusCode);
    expect(perIp.at(-1)).toBe(429);
  });

  it('shows received messages to admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/messages' })).statusCode).toBe(401);
  });
});
