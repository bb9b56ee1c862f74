import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type AdminTestApp, createAdminTestApp } from './support/test-app.ts';
import { postNewsletter } from './support/newsletter.ts';
import { type Inbox, rawHeader, startInbox } from './support/smtp-inbox.ts';

describe('the newsletter mail as a subscriber receives it', () => {
  let t: AdminTestApp;
  let inbox: Inbox;
  beforeAll(async () => {
    inbox = await startInbox();
    t = await createAdminTestApp({ env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://railway.example' } });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it('is branded HTML with escaped text, kept line breaks, a sized image, absolute links and a text part', async () => {
    const res = await postNewsletter(t.app, t.admin, '/api/admin/newsletter-test', {
      title: 'Ant & Bee <back>',
      subject: 'Spring news',
      message: 'First line of the news about the railway\nsecond line <b>not bold</b>\n\nA new paragraph.',
      imageLink: 'engine.webp',
      imageWidth: 1200,
      imageHeight: 800,
    });
    expect(res.statusCode).toBe(200);
    const { mail, to } = (await inbox.waitFor(1))[0]!;
    expect(to).toEqual([ADMIN.email]);
    expect(mail.subject).toBe('[Test] Spring news');
    expect(mail.html).toContain('Ant &amp; Bee &lt;back&gt;');
    expect(mail.html).toContain('railway<br />\nsecond line &lt;b&gt;not bold&lt;/b&gt;');
    expect(mail.html).toContain('<img src="https://railway.example/uploads/engine.webp" width="560" height="373"');
    expect(mail.html).toContain('background:#863A37');
    expect(mail.html).toContain('href="https://railway.example/unsubscribe/');
    expect(mail.text).toContain('second line <b>not bold</b>');
    expect(mail.text).toContain('Unsubscribe: https://railway.example/unsubscribe/');
    expect(rawHeader(mail, 'list-unsubscribe')).toMatch(
      /^<https:\/\/railway\.example\/api\/one-click-unsubscribe\/.+>$/,
    );
  });

  it('draws the Markdown typed in the message, and the text part keeps it as typed', async () => {
    const res = await postNewsletter(t.app, t.admin, '/api/admin/newsletter-preview', {
      title: 'Summer',
      subject: 'Summer news',
      message:
        '**Fares** go up in June.\n\n- Adults £5\n- Children £2\n\nSee [the timetable](https://railway.example/timetable).',
    });
    const { html, text } = res.json();
    expect(html).toContain('<strong>Fares</strong> go up in June.');
    expect(html).toContain('<li>Adults £5</li>');
    expect(html).toContain('<a href="https://railway.example/timetable">the timetable</a>');
    expect(html).not.toContain('**Fares**');
    expect(text).toContain('**Fares** go up in June.\n\n- Adults £5');
  });

  it('preview answers the same HTML without sending anything, and only to admins', async () => {
    const body = { title: 'T', subject: 'S', message: 'x'.repeat(60) };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/newsletter-preview', payload: body })).statusCode,
    ).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/newsletter-preview',
      headers: { cookie: t.admin },
      payload: body,
    });
    expect(res.json().html).toContain('<h1');
    expect(res.json().text).toContain('x'.repeat(60));
    expect(inbox.received).toHaveLength(1);
  });

  it('refuses a newsletter with a short message with the spec message', async () => {
    const res = await postNewsletter(t.app, t.admin, '/api/send-newsletter', {
      title: '',
      subject: 'S',
      message: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      title: 'Title is Required.',
      message: 'Message is required and needs to be over 50 characters',
    });
  });
});
