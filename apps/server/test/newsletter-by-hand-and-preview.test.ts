import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages, validationMessages } from '@lmr/shared/messages';
import { type AdminTestApp, createAdminTestApp } from './support/test-app.ts';
import { pngImage, postMultipart } from './support/media-fixtures.ts';
import { postNewsletter } from './support/newsletter.ts';

describe('the newsletter admin: subscribers added by hand, and the preview’s picture', () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  });
  afterAll(() => t.close());

  const addByHand = (payload: object, cookie = t.admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/subscribers', headers: { cookie }, payload });
  const listed = async () =>
    (await t.app.inject({ url: '/api/admin/subscribers', headers: { cookie: t.admin } })).json();

  it('adds an address from a paper sheet, active at once, with where the consent came from, and audits it', async () => {
    const source = 'Paper sign-up sheet at Laxey station, 14 June';
    const res = await addByHand({ email: 'Paper.Person@Example.org', consentSource: source });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: feedbackMessages.subscriberAdded });
    const list = await listed();
    expect(list.active).toBe(1);
    expect(list.subscribers).toEqual([
      expect.objectContaining({
        email: 'paper.person@example.org',
        status: 'active',
        consentForm: 'Added by an admin',
        consentWording: source,
      }),
    ]);
    const audit = (await t.app.inject({ url: '/api/admin/audit', headers: { cookie: t.admin } })).json();
    expect(JSON.stringify(audit)).toContain(`paper.person@example.org from “${source}”`);
  });

  it('refuses an address already listed, and one without a source, changing nothing', async () => {
    const again = await addByHand({ email: 'paper.person@example.org', consentSource: 'Another sheet' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(feedbackMessages.subscriberAlreadyListed);
    const bare = await addByHand({ email: 'someone@example.org', consentSource: '  ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields).toEqual({ consentSource: validationMessages.consentSourceRequired });
    const list = await listed();
    expect(list.total).toBe(1);
    expect(list.subscribers[0].consentWording).toBe('Paper sign-up sheet at Laxey station, 14 June');
  });

  it('is refused to a visitor', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/subscribers',
      payload: { email: 'x@example.org', consentSource: 'Sheet' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('names the picture by its path on this site and serves it so that the sandboxed preview frame (an opaque origin) may show it', async () => {
    const upload = await postMultipart(
      t.app,
      '/api/upload-image',
      [['image', { bytes: await pngImage(), fileName: 'engine.png', type: 'image/png' }]],
      t.admin,
    );
    const { imageName } = upload.json();
    const preview = await postNewsletter(t.app, t.admin, '/api/admin/newsletter-preview', {
      title: 'Summer',
      subject: 'Summer news',
      message: 'x'.repeat(60),
      imageLink: imageName,
      imageWidth: 640,
      imageHeight: 480,
    });
    // Named by its path on this site, it loads at whatever address the admin reached the site by.
    const src = /<img src="(\/media\/images\/[^"]+)"/.exec(preview.json().html)?.[1];
    expect(src, preview.json().html).toBeDefined();
    const picture = await t.app.inject({ url: src! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The site's own pages and answers keep the stricter policy.
    const page = await t.app.inject({ url: '/api/admin/subscribers', headers: { cookie: t.admin } });
    expect(page.headers['cross-origin-resource-policy']).toBe('same-site');
  });
});
