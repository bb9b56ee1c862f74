import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages } from '@lmr/shared/messages';
import type { ContactMessage } from '@lmr/shared/contact';
import { type AdminTestApp, createAdminTestApp } from './support/test-app.ts';
import { type Inbox, startInbox } from './support/smtp-inbox.ts';

const easter = {
  name: 'Edith Visitor',
  email: 'edith@example.org',
  subject: 'Easter Monday',
  message: 'Are you open on Easter Monday? We would like to bring our grandchildren.\nThank you!',
};
const tickets = {
  name: 'Gwen Walker',
  email: 'gwen@example.org',
  subject: 'Ghost train tickets',
  message: 'Can we book four places on the ghost train in October? We would love to come along.',
};

describe('answering and handling contact messages', () => {
  let t: AdminTestApp;
  let inbox: Inbox;
  const list = async (query = '') =>
    (
      await t.app.inject({ method: 'GET', url: `/api/admin/messages${query}`, headers: { cookie: t.admin } })
    ).json() as ContactMessage[];
  const idOf = async (subject: string) => (await list()).find((m) => m.subject === subject)!.id;

  beforeAll(async () => {
    inbox = await startInbox();
    t = await createAdminTestApp({ env: { SMTP_URL: inbox.url, CONTACT_TO: 'office@railway.example' } });
    for (const payload of [easter, tickets])
      expect((await t.app.inject({ method: 'POST', url: '/api/send-email', payload })).statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it('lists new messages as open, and filters by handled or not', async () => {
    expect((await list()).map((m) => [m.subject, m.handledAt, m.replies])).toEqual([
      ['Ghost train tickets', null, []],
      ['Easter Monday', null, []],
    ]);
    const id = await idOf('Ghost train tickets');
    const mark = (handled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/messages/${id}`,
        headers: { cookie: t.admin },
        payload: { handled },
      });
    const res = await mark(true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: feedbackMessages.contactMarkedHandled });
    expect((await list('?handled=true')).map((m) => m.subject)).toEqual(['Ghost train tickets']);
    expect((await list('?handled=false')).map((m) => m.subject)).toEqual(['Easter Monday']);
    expect((await mark(false)).json()).toEqual({ message: feedbackMessages.contactMarkedOpen });
    expect(await list('?handled=true')).toEqual([]);
  });

  it('sends an answer that quotes the message through the mail queue, keeps it beside the message and marks it handled', async () => {
    const id = await idOf('Easter Monday');
    const answer = 'Yes, we run on Easter Monday from 11:00. Trains leave every half hour.';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/messages/${id}/reply`,
      headers: { cookie: t.admin },
      payload: { reply: answer },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: feedbackMessages.contactReplySent });

    const mail = await inbox.waitForMail('edith@example.org', /^Re: Easter Monday$/);
    expect(mail.replyTo?.value[0]?.address).toBe('office@railway.example');
    expect(mail.text).toContain(answer);
    expect(mail.text).toContain('Edith Visitor wrote:\n> Are you open on Easter Monday?');
    expect(mail.text).toContain('> Thank you!');
    expect(mail.inReplyTo).toMatch(new RegExp(`^<contact-${id}@`));

    const [kept] = await list('?handled=true');
    expect(kept).toMatchObject({ id, subject: 'Easter Monday', replies: [{ body: answer, sentBy: 'Administrator' }] });
    expect(kept!.handledAt).not.toBeNull();
  });

  it('refuses an empty answer, an unknown message, a bad filter and anybody but an admin, changing nothing', async () => {
    const id = await idOf('Ghost train tickets');
    const reply = (url: string, payload: object, cookie = t.admin) =>
      t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    const empty = await reply(`/api/admin/messages/${id}/reply`, { reply: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ reply: 'Please write the answer.' });
    const tooLong = await reply(`/api/admin/messages/${id}/reply`, { reply: 'x'.repeat(10_001) });
    expect(tooLong.json().error.fields).toEqual({ reply: 'At most 10,000 characters (this has 10,001)' });
    expect(
      (await reply('/api/admin/messages/00000000-0000-4000-8000-000000000000/reply', { reply: 'Hello' })).statusCode,
    ).toBe(404);
    const badFilter = await t.app.inject({
      method: 'GET',
      url: '/api/admin/messages?handled=maybe',
      headers: { cookie: t.admin },
    });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Please check the filters.',
        fields: { handled: 'Use handled=true or handled=false.' },
      },
    });
    expect((await reply(`/api/admin/messages/${id}/reply`, { reply: 'Hello' }, '')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/admin/messages/${id}`, payload: { handled: true } })).statusCode,
    ).toBe(401);
    expect((await list()).find((m) => m.id === id)).toMatchObject({ handledAt: null, replies: [] });
  });
});
