import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@lmr/shared/audit';
import type { DiffLine, RenderedPage, SiteContentItem, SitePage, SiteRevision } from '@lmr/shared/site-content';
import { seedSiteContent } from '../src/domains/content/site-content-seed.ts';
import { type AdminTestApp, createAdminTestApp, registeredCookie } from './support/test-app.ts';
import { siteItemCalls } from './support/site-items.ts';

const SECOND_ADMIN = {
  name: 'Second Admin',
  email: 'second@example.org',
  password: 'Second-Admin-Passw0rd',
  role: 'admin',
};

describe('site content in the database', () => {
  let t: AdminTestApp;
  let second: string;

  const item = async (key: string, cookie = t.admin) => {
    const res = await t.app.inject({ url: `/api/admin/site/items/${key}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return { item: res.json<SiteContentItem<SitePage>>(), etag: res.headers.etag as string };
  };
  const { saveDraft, publish } = siteItemCalls(
    () => t.app,
    () => t.admin,
  );
  const publicPage = async (name: string) =>
    (await t.app.inject({ url: `/api/site/pages/${name}` })).json<RenderedPage>();

  beforeAll(async () => {
    t = await createAdminTestApp();
    second = await registeredCookie(t.app, t.admin, SECOND_ADMIN);
  });
  afterAll(() => t.close());

  it('starts from content/: every page and the settings, with no bracketed placeholder', async () => {
    const trust = await publicPage('trust');
    expect(trust.title).toBe('Laxey and Lonan Heritage Trust');
    expect(trust.html).toContain('<h2 id="about-the-trust">About the trust</h2>');
    const settings = (await t.app.inject({ url: '/api/site/settings' })).json<Record<string, unknown>>();
    expect(settings).toMatchObject({
      name: 'Laxey Mines Railway',
      phone: '',
      email: '',
      membership: [
        { name: 'Ordinary', price: 15 },
        { name: 'Family', price: 20 },
      ],
    });
    const strings = JSON.stringify(settings).match(/"(?:[^"\\]|\\.)*"/g) ?? [];
    expect(strings.filter((s) => /\[[^[\]]*\]/.test(s))).toEqual([]);
  });

  it('keeps a draft from visitors until it is published, then shows it and keeps a revision', async () => {
    const { item: before, etag } = await item('page:trust');
    const saved = await saveDraft('page:trust', { ...before.published, markdown: 'Join us for **£18** a year.' }, etag);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await publicPage('trust')).html).not.toContain('£18');
    const anonymousDraft = await t.app.inject({ url: '/api/admin/site/pages/trust/draft' });
    expect(anonymousDraft.statusCode).toBe(401);
    const draft = await t.app.inject({ url: '/api/admin/site/pages/trust/draft', headers: { cookie: t.admin } });
    expect(draft.json<RenderedPage>().html).toBe('<p>Join us for <strong>£18</strong> a year.</p>\n');

    const published = await publish('page:trust', saved.headers.etag as string);
    expect(published.statusCode, published.body).toBe(200);
    expect((await publicPage('trust')).html).toContain('<strong>£18</strong>');
    const revisions = (
      await t.app.inject({ url: '/api/admin/site/items/page:trust/revisions', headers: { cookie: t.admin } })
    ).json<SiteRevision[]>();
    expect(revisions.map((r) => r.author)).toEqual(['Administrator', 'content/ (first install)']);
  });

  it('shows what changed between revisions and restores an old one as a new revision', async () => {
    const list = async () =>
      (await t.app.inject({ url: '/api/admin/site/items/page:trust/revisions', headers: { cookie: t.admin } })).json<
        SiteRevision[]
      >();
    const [, first] = await list();
    const diff = (
      await t.app.inject({
        url: `/api/admin/site/items/page:trust/revisions/${first!.id}/diff`,
        headers: { cookie: t.admin },
      })
    ).json<DiffLine[]>();
    expect(diff).toContainEqual({ change: 'added', text: 'Join us for **£18** a year.' });
    expect(diff).toContainEqual({ change: 'removed', text: '## About the trust' });
    const badAgainst = await t.app.inject({
      url: `/api/admin/site/items/page:trust/revisions/${first!.id}/diff?against=latest`,
      headers: { cookie: t.admin },
    });
    expect(badAgainst.statusCode).toBe(400);
    expect(badAgainst.json().error.fields).toEqual({ against: 'Not a revision.' });

    const { etag } = await item('page:trust');
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/admin/site/items/page:trust/revisions/${first!.id}/restore`,
      headers: { cookie: t.admin, 'if-match': etag },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await publicPage('trust')).html).toContain('About the trust');
    const after = await list();
    expect(after).toHaveLength(3);
    expect(after[0]!.note).toBe(`Restored revision ${first!.id}`);
  });

  it('refuses the later of two saves from the same version with 409, saying who and when, and keeps the first', async () => {
    const { item: opened, etag } = await item('page:about', t.admin);
    const { etag: secondEtag } = await item('page:about', second);
    const first = await saveDraft('page:about', { ...opened.published, title: 'First admin’s title' }, etag, t.admin);
    expect(first.statusCode).toBe(200);
    const later = await saveDraft(
      'page:about',
      { ...opened.published, title: 'Second admin’s title' },
      secondEtag,
      second,
    );
    expect(later.statusCode).toBe(409);
    const body = later.json<{ error: { changedBy: string; changedAt: string; message: string } }>().error;
    expect(body.changedBy).toBe('Administrator');
    expect(Date.parse(body.changedAt)).not.toBeNaN();
    expect(body.message).toMatch(/Reload/);
    expect((await item('page:about')).item.draft?.title).toBe('First admin’s title');
    expect((await saveDraft('page:about', opened.published, undefined)).statusCode).toBe(428);
  });

  it('turns Markdown into HTML without scripts, event handlers or javascript: links, showing typed HTML as text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site/markdown-preview',
      headers: { cookie: t.admin },
      payload: {
        markdown:
          '# Title\n\n<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[click](javascript:alert(3)) <a href="JaVaScRiPt:alert(4)">x</a> <iframe src="https://example.org"></iframe>',
      },
    });
    const { html } = res.json<{ html: string }>();
    expect(html).toContain('<h2 id="title">Title</h2>');
    expect(html).not.toMatch(/<script|<iframe|<img[^>]*onerror|<a[^>]*href="javascript/i);
    expect(html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('refuses a draft that breaks its kind’s rules, changing nothing', async () => {
    const { item: settings, etag } = await item('settings');
    const res = await saveDraft('settings', { ...settings.published, email: 'not an address' }, etag);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields.email).toMatch(/e-mail/);
    expect((await item('settings')).item.version).toBe(settings.version);
  });

  it('seeds once: starting again leaves what admins changed', async () => {
    const { item: trust } = await item('page:trust');
    await seedSiteContent(t.app.database.db);
    expect((await item('page:trust')).item).toEqual(trust);
  });

  it('records each save, publish and restore in the audit log', async () => {
    const res = await t.app.inject({ url: '/api/admin/audit?q=page:trust', headers: { cookie: t.admin } });
    const details = res.json<{ entries: AuditEntry[] }>().entries.map((e) => e.details);
    expect(details).toEqual(
      expect.arrayContaining([
        'Draft of page:trust',
        'Published page:trust',
        expect.stringMatching(/^Restored revision \d+ of page:trust$/),
      ]),
    );
  });
});
