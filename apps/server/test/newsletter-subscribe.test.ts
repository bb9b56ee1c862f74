import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentForms, feedbackMessages } from '@lmr/shared/messages';
import { type AdminTestApp, createAdminTestApp, signupsActiveAtOnce } from './support/test-app.ts';
import { type Inbox, linkIn, startInbox } from './support/smtp-inbox.ts';

describe('newsletter signup, double opt-in and unsubscribe', () => {
  let t: AdminTestApp;
  let inbox: Inbox;
  const subscribe = (email: string, extra: object = {}, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/submit-email', payload: { email, ...extra }, remoteAddress: ip });
  const subscribers = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/subscribers', headers: { cookie: t.admin } })).json();

  beforeAll(async () => {
    inbox = await startInbox();
    t = await createAdminTestApp({
      env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://railway.example', MAIL_RATE_PER_SECOND: '0' },
    });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it('on a new installation mails a confirm link and subscribes nobody until a POST from its page confirms', async () => {
    const settings = await t.app.inject({ url: '/api/admin/newsletter-settings', headers: { cookie: t.admin } });
    expect(settings.json()).toEqual({ doubleOptIn: true });
    const res = await subscribe('bea@example.org', {}, '10.3.0.1');
    expect(res.json()).toEqual({ message: feedbackMessages.subscribeConfirmSent });
    const [mail] = await inbox.waitFor(1);
    expect(mail!.to).toEqual(['bea@example.org']);
    const link = linkIn(mail!.mail.text!, /https:\/\/railway\.example\/newsletter\/confirm\/[\w-]+/);
    expect(mail!.mail.html).toContain(link);
    const pending = (await subscribers()).subscribers.find((s: { email: string }) => s.email === 'bea@example.org');
    expect(pending.status).toBe('pending');
    expect((await subscribers()).active).toBe(0);

    // Following the link (a GET, as a mail scanner would) is just the page; the POST confirms.
    const token = link.split('/').at(-1)!;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/confirm-subscription', payload: { token: 'nope' } })).statusCode,
    ).toBe(404);
    const confirm = await t.app.inject({ method: 'POST', url: '/api/confirm-subscription', payload: { token } });
    expect(confirm.json()).toEqual({ message: feedbackMessages.subscriptionConfirmed });
    const active = (await subscribers()).subscribers.find((s: { email: string }) => s.email === 'bea@example.org');
    expect(active.status).toBe('active');
    expect((await subscribers()).active).toBe(1);

    // An active subscriber signing up again gets the same answer and no mail.
    expect((await subscribe('bea@example.org', {}, '10.3.0.2')).json()).toEqual({
      message: feedbackMessages.subscribeConfirmSent,
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect(inbox.received).toHaveLength(1);
  });

  it('with double opt-in switched off (a list imported), subscribes at once; a second signup changes nothing', async () => {
    await signupsActiveAtOnce(t.app, t.admin);
    const first = await subscribe('Ann@Example.org');
    const second = await subscribe('ann@example.org');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: feedbackMessages.subscribeSuccess });
    expect(second.json()).toEqual(first.json());
    const list = await subscribers();
    expect(list.total).toBe(2);
    expect(list.active).toBe(2);
    expect(list.subscribers.find((x: { email: string }) => x.email === 'ann@example.org')).toMatchObject({
      status: 'active',
    });
  });

  it('refuses a bad address with the field message and stores nothing', async () => {
    const res = await subscribe('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBe('Email must be valid.');
    expect((await subscribers()).total).toBe(2);
  });

  it('answers a filled honeypot as a success but stores and sends nothing', async () => {
    const res = await subscribe('bot@example.org', { website: 'http://spam.example' });
    expect(res.json()).toEqual({ message: feedbackMessages.subscribeSuccess });
    expect((await subscribers()).total).toBe(2);
  });

  it('limits signups per address and per IP', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await subscribe('limit@example.org', {}, `10.1.0.${i}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const perIp = [];
    for (let i = 0; i < 21; i++) perIp.push((await subscribe(`ip${i}@example.org`, {}, '10.2.0.1')).statusCode);
    expect(perIp.at(-1)).toBe(429);
    expect(perIp.filter((c) => c === 200)).toHaveLength(20);
  });

  it("keeps each signup's consent: when, which form, the words it showed, and when the link was pressed", async () => {
    const bea = (await subscribers()).subscribers.find((s: { email: string }) => s.email === 'bea@example.org');
    expect(bea).toMatchObject({
      consentForm: consentForms.footer.name,
      consentWording: consentForms.footer.wording,
      confirmedAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(Date.parse(bea.confirmedAt)).toBeGreaterThanOrEqual(Date.parse(bea.createdAt));
    // Taken without double opt-in (the switch kept for imports): consent recorded, no confirmation claimed.
    const ann = (await subscribers()).subscribers.find((s: { email: string }) => s.email === 'ann@example.org');
    expect(ann).toMatchObject({ consentForm: consentForms.footer.name, confirmedAt: null });
    const csv = (await t.app.inject({ url: '/api/admin/subscribers.csv', headers: { cookie: t.admin } })).body;
    const line = csv.split('\r\n').find((l) => l.startsWith('bea@example.org,'))!;
    expect(line).toContain(`,${consentForms.footer.name},"${consentForms.footer.wording}",${bea.confirmedAt}`);
  });

  it('remove-email with an unknown token answers 404 and removes nobody', async () => {
    const before = (await subscribers()).total;
    const res = await t.app.inject({ method: 'DELETE', url: '/api/remove-email/not-a-real-token' });
    expect(res.statusCode).toBe(404);
    expect((await subscribers()).total).toBe(before);
  });

  it('exports subscribers as CSV that a spreadsheet will not run as formulas', async () => {
    await subscribe('=cmd|calc@example.org', {}, '10.4.0.1');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/subscribers.csv', headers: { cookie: t.admin } });
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.split('\r\n')[0]).toBe('email,status,subscribed_at,consent_form,consent_wording,confirmed_at');
    expect(res.body).toContain("'=cmd|calc@example.org,active,");
    expect(res.body).not.toMatch(/^=/m);
  });

  it('lets only admins see, export and remove subscribers', async () => {
    for (const url of [
      '/api/admin/subscribers',
      '/api/admin/subscribers.csv',
      '/api/admin/newsletters',
      '/api/admin/messages',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const { subscribers: list } = await subscribers();
    const ann = list.find((s: { email: string }) => s.email === 'ann@example.org');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/subscribers/${ann.id}` })).statusCode).toBe(401);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/subscribers/${ann.id}`,
      headers: { cookie: t.admin },
    });
    expect(del.statusCode).toBe(204);
    expect((await subscribers()).subscribers.map((s: { email: string }) => s.email)).not.toContain('ann@example.org');
  });
});
