import { describe, expect, it } from 'vitest';
import type { RenderedPage, SitePage } from '@lmr/shared/site-content';
import { shown, siteOnTheWebBuild } from './support/site-items.ts';

describe('the Books, Rolling Stock, Timetable, History, 404 and Access Denied pages’ words, kept in the database', () => {
  const { t, item, html, publishAndRead, behindTheApp, rerunMigration } = siteOnTheWebBuild();
  const query = (sql: string, params: unknown[] = []) => t.app.database.query(sql, params);
  const publicPage = async (name: string) =>
    (await t.app.inject({ url: `/api/site/pages/${name}` })).json<RenderedPage>();
  const notFound = async () => {
    const res = await t.app.inject({ url: '/no-such-siding' });
    expect(res.statusCode).toBe(404);
    return res.body;
  };

  it('start from content/, every word in the first HTML', async () => {
    const books = shown(await html('/books'));
    expect(books).toContain('<h1>Books</h1>');
    expect(books).toContain('<p>These books are on sale in our station shop.');
    expect(books).toContain('<h2>The Magic Tunnel</h2>');
    const trains = shown(await html('/trains'));
    expect(trains).toContain('<h1>Rolling Stock</h1>');
    expect(trains).toContain('<p>Three little engines work our 19-inch gauge line');
    const timetable = shown(await html('/timetable'));
    expect(timetable).toContain('<h1>Timetable</h1>');
    expect(timetable).toContain('Subscribe to <a href="/timetable.ics">the timetable calendar</a>');
    const history = shown(await html('/history'));
    expect(history).toContain('<h1>History</h1>');
    expect(history).toContain('came back to life thanks to volunteers in 2004');
    const missing = shown(await notFound());
    expect(missing).toContain('<h1>404 Not Found</h1>');
    expect(missing).toContain('<p><a href="/">Go Home</a> <a href="/location">Where to find us</a></p>');
    const denied = shown(await html('/unauthorized'));
    expect(denied).toContain('<h1>Access Denied</h1>');
    expect(denied).toContain('this part of the site is for railway staff only');
    expect(denied).toContain('<p><a href="/">Go Home</a></p>');
  });

  it('show what an admin publishes, on the page and at any unknown address', async () => {
    const books = await item<SitePage>('page:books');
    const page = await publishAndRead(
      'page:books',
      { ...books.data, title: 'Books for the Journey', markdown: 'Signed copies are in the shop this summer.' },
      books.etag,
      '/books',
      'Signed copies',
    );
    expect(page).toContain('<h1>Books for the Journey</h1>');
    expect(page).toContain('<p>Signed copies are in the shop this summer.</p>');
    expect(page).not.toContain('These books are on sale');

    const trains = await item<SitePage>('page:rolling-stock');
    const words = 'Bee is away for her boiler check until May.';
    expect(
      await publishAndRead('page:rolling-stock', { ...trains.data, markdown: words }, trains.etag, '/trains', words),
    ).toContain(`<p>${words}</p>`);

    const lost = await item<SitePage>('page:not-found');
    await publishAndRead(
      'page:not-found',
      { ...lost.data, title: 'Off the Rails', markdown: 'That siding is closed.\n\n[Timetable](/timetable)' },
      lost.etag,
      '/about',
      'siding',
    );
    const missing = await notFound();
    expect(missing).toContain('<h1>Off the Rails</h1>');
    expect(missing).toContain('<p><a href="/timetable">Timetable</a></p>');
    expect(missing).not.toContain('Go Home');

    const denied = await item<SitePage>('page:access-denied');
    const staffOnly = 'Only the engine crew may go past here.';
    expect(
      await publishAndRead(
        'page:access-denied',
        { ...denied.data, markdown: staffOnly },
        denied.etag,
        '/unauthorized',
        staffOnly,
      ),
    ).toContain(`<p>${staffOnly}</p>`);
  });

  it('show nothing for words an admin left empty', async () => {
    const { data, etag } = await item<SitePage>('page:rolling-stock');
    const page = await publishAndRead(
      'page:rolling-stock',
      { ...data, description: '', markdown: '' },
      etag,
      '/trains',
      '<div class="prose"></div>',
    );
    expect(page).toContain('<h1>Rolling Stock</h1><div><div class="prose"></div></div>');
    expect(page).not.toContain('Meet Ant, WASP and Bee');
  });

  it('on an installation that ran before: Rolling Stock’s words move from the engines, the error pages get their heading and buttons', async () => {
    const trains = (await item<Record<string, unknown>>('trains')).data;
    await behindTheApp(async () => {
      await query("DELETE FROM site_content WHERE key = 'page:rolling-stock'");
      await query("UPDATE site_content SET published = $1 WHERE key = 'trains'", [
        JSON.stringify({ ...trains, intro: 'Our three engines, as the admin wrote it.' }),
      ]);
      await query("UPDATE site_content SET published = $1 WHERE key = 'page:not-found'", [
        JSON.stringify({ title: 'Page Not Found', description: 'Lost.', markdown: 'Oh dear, the tunnel again.' }),
      ]);
      await query(
        'UPDATE site_content SET published = published || \'{"title": "Our History"}\' WHERE key = \'page:history-intro\'',
      );
    });
    expect(await html('/history')).toContain('<h1>Our History</h1>');
    await behindTheApp(() => rerunMigration('1850_page_words.sql'));

    expect(await publicPage('rolling-stock')).toMatchObject({
      title: 'Rolling Stock',
      html: '<p>Our three engines, as the admin wrote it.</p>\n',
      picture: '',
    });
    expect((await item<Record<string, unknown>>('trains')).data).not.toHaveProperty('intro');
    expect(await publicPage('not-found')).toMatchObject({
      title: '404 Not Found',
      html: '<p>Oh dear, the tunnel again.</p>\n<p><a href="/">Go Home</a> <a href="/location">Where to find us</a></p>\n',
    });
    expect(await notFound()).toContain('<h1>404 Not Found</h1>');
    expect(await html('/history')).toContain('<h1>History</h1>');
    const revisions = await t.app.inject({
      url: '/api/admin/site/items/page:rolling-stock/revisions',
      headers: { cookie: t.admin },
    });
    expect(revisions.json<{ author: string }[]>().map((r) => r.author)).toEqual(['Site upgrade']);
  });

  it('restore a revision kept before pages had picture fields with the picture the page then showed', async () => {
    const about = await item<SitePage>('page:about');
    const { rows } = await query(
      `INSERT INTO site_content_revisions (key, data, author, note) VALUES ('page:about', $1, 'Administrator', '')
       RETURNING id`,
      [JSON.stringify({ title: 'About Us', description: about.data.description, markdown: 'Words from 2024.' })],
    );
    const id = (rows[0] as { id: string }).id;
    await rerunMigration('1851_revision_pictures.sql');
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/admin/site/items/page:about/revisions/${id}/restore`,
      headers: { cookie: t.admin, 'if-match': about.etag },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await publicPage('about')).toMatchObject({
      html: '<p>Words from 2024.</p>\n',
      picture: '/media/content/images/pages/about.svg',
      pictureAlt: 'The little railway: Ant pushing a carriage along the valley',
    });
    expect(await html('/about')).toContain('src="/media/content/images/pages/about.svg"');
  });
});
