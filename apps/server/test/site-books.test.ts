import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteBooks, SiteContentItem } from '@lmr/shared/site-content';
import { multipart, pngImage } from './support/media-fixtures.ts';
import { ADMIN, createTestApp, loginCookie, type TestApp } from './support/test-app.ts';

// The real web build: the Books page is read as a visitor without JavaScript gets it.
const webDist = path.resolve(import.meta.dirname, '../../web/dist/client');

describe('the books, kept in the database and edited in the Site area', () => {
  let t: TestApp;
  let admin: string;

  const item = async () => {
    const res = await t.app.inject({ url: '/api/admin/site/items/books', headers: { cookie: admin } });
    expect(res.statusCode, res.body).toBe(200);
    return { books: res.json<SiteContentItem<SiteBooks>>().published.books, etag: res.headers.etag as string };
  };
  const saveDraft = (books: SiteBooks['books'], etag: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/site/items/books/draft',
      headers: { cookie: admin, 'if-match': etag },
      payload: { data: { books } },
    });
  const publish = (etag: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/site/items/books/publish',
      headers: { cookie: admin, 'if-match': etag },
    });
  const booksHtml = async () => {
    const res = await t.app.inject({ url: '/books' });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const uploadCover = async () => {
    const body = await multipart([['image', { bytes: await pngImage(), fileName: 'cover.png', type: 'image/png' }]]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site/images',
      headers: { ...body.headers, cookie: admin },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ address: string }>().address;
  };

  beforeAll(async () => {
    expect(fs.existsSync(path.join(webDist, 'pages/template.html')), 'run npm run build first').toBe(true);
    t = await createTestApp({ env: { WEB_DIST: webDist } });
    admin = await loginCookie(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t?.close());

  it('starts from content/books.json, in its order, with placeholders left out and sold-out books unavailable', async () => {
    const { books } = (await t.app.inject({ url: '/api/site/books' })).json<SiteBooks>();
    expect(books).toHaveLength(10);
    expect(books[0]).toMatchObject({
      title: 'The Magic Tunnel',
      author: '',
      isbn: '978-1-911177-38-8',
      price: 5.99,
      available: true,
      cover: '/media/content/images/books/magic-tunnel.svg',
    });
    expect(books.filter((b) => !b.available)).toHaveLength(2);
    const html = await booksHtml();
    expect(html).toContain('<h2>The Magic Tunnel</h2>');
    expect(html).toContain('src="/media/content/images/books/magic-tunnel.svg"');
    expect(html).toMatch(/<dd class="unavailable">Unavailable<\/dd>/);
    expect(html).not.toContain('<dt>Author</dt><dd></dd>');
  });

  it('keeps a draft off the page and shows a publish, with a new cover, in the raw HTML of the next request', async () => {
    const { books, etag } = await item();
    const cover = await uploadCover();
    const edited = [
      { ...books[1]!, title: 'Jinny Rides Again', cover, coverAlt: 'A witch on a little engine.' },
      books[0]!,
    ];
    const saved = await saveDraft([...edited, ...books.slice(2)], etag);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await booksHtml()).not.toContain('Jinny Rides Again');

    expect((await publish(saved.headers.etag as string)).statusCode).toBe(200);
    const html = await booksHtml();
    expect(html).toContain('<h2>Jinny Rides Again</h2>');
    expect(html).toContain(`src="${cover}"`);
    expect(html).toContain('alt="A witch on a little engine."');
    expect(html.indexOf('Jinny Rides Again')).toBeLessThan(html.indexOf('The Magic Tunnel'));
  });

  it('refuses a stale version with 409, a cover without words for it, and a picture it did not store', async () => {
    const { books, etag } = await item();
    expect((await saveDraft(books, etag)).statusCode).toBe(200);
    const stale = await saveDraft([{ ...books[0]!, title: 'Overwritten' }], etag);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ error: { message: string } }>().error.message).toContain('Administrator changed this');

    const { etag: current } = await item();
    const noAlt = await saveDraft([{ ...books[0]!, coverAlt: ' ' }], current);
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      'books.0.coverAlt': 'Please describe the picture for visitors who cannot see it.',
    });
    const madeUp = await saveDraft([{ ...books[0]!, cover: `/media/images/${'a'.repeat(32)}/960.webp` }], current);
    expect(madeUp.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/site/books' })).json<SiteBooks>().books[0]!.title).toBe(
      'Jinny Rides Again',
    );
  });
});
