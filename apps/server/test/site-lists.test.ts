import { describe, expect, it } from 'vitest';
import { feedbackMessages } from '@lmr/shared/messages';
import type { SiteBooks, SiteSponsors } from '@lmr/shared/site-content';
import { multipart } from './support/media-fixtures.ts';
import { siteOnTheWebBuild } from './support/site-items.ts';

describe('the lists on public pages, kept in the database and edited in the Site area', () => {
  const { t, saveDraft, publish, item, html, uploadPicture } = siteOnTheWebBuild();

  describe('books on /books', () => {
    const books = () => item<SiteBooks>('books');
    const save = (list: SiteBooks['books'], etag: string) => saveDraft('books', { books: list }, etag);

    it('start from content/books.json, in its order, with placeholders left out and sold-out books unavailable', async () => {
      const { books: list } = (await t.app.inject({ url: '/api/site/books' })).json<SiteBooks>();
      expect(list).toHaveLength(10);
      expect(list[0]).toMatchObject({
        title: 'The Magic Tunnel',
        author: '',
        isbn: '978-1-911177-38-8',
        price: 5.99,
        available: true,
        cover: '/media/content/images/books/magic-tunnel.svg',
      });
      expect(list.filter((b) => !b.available)).toHaveLength(2);
      const page = await html('/books');
      expect(page).toContain('<h2>The Magic Tunnel</h2>');
      expect(page).toContain('src="/media/content/images/books/magic-tunnel.svg"');
      expect(page).toMatch(/<dd class="unavailable">Unavailable<\/dd>/);
      expect(page).not.toContain('<dt>Author</dt>');
    });

    it('keep a draft off the page and show a publish, with a new cover, in the raw HTML of the next request', async () => {
      const { data, etag } = await books();
      const cover = await uploadPicture();
      const [first, second, ...rest] = data.books;
      const edited = { ...second!, title: 'Jinny Rides Again', cover, coverAlt: 'A witch on a little engine.' };
      const saved = await save([edited, first!, ...rest], etag);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await html('/books')).not.toContain('Jinny Rides Again');

      expect((await publish('books', saved.headers.etag as string)).statusCode).toBe(200);
      const page = await html('/books');
      expect(page).toContain('<h2>Jinny Rides Again</h2>');
      expect(page).toContain(`src="${cover}" alt="A witch on a little engine."`);
      expect(page.indexOf('Jinny Rides Again')).toBeLessThan(page.indexOf('The Magic Tunnel'));
    });

    it('refuse a stale version with 409, a cover without words for it, and a picture this site did not store', async () => {
      const { data, etag } = await books();
      expect((await save(data.books, etag)).statusCode).toBe(200);
      const stale = await save([{ ...data.books[0]!, title: 'Overwritten' }], etag);
      expect(stale.statusCode).toBe(409);
      expect(stale.json<{ error: { message: string } }>().error.message).toContain('Administrator changed this');

      const { etag: current } = await books();
      const noAlt = await save([{ ...data.books[0]!, coverAlt: ' ' }], current);
      expect(noAlt.statusCode).toBe(400);
      expect(noAlt.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
        'books.0.coverAlt': 'Please describe the picture for visitors who cannot see it.',
      });
      const madeUp = await save([{ ...data.books[0]!, cover: `/media/images/${'a'.repeat(32)}/960.webp` }], current);
      expect(madeUp.statusCode).toBe(400);
      expect((await t.app.inject({ url: '/api/site/books' })).json<SiteBooks>().books[0]!.title).toBe(
        'Jinny Rides Again',
      );
    });
    it('keep their pictures to themselves: an event cannot take a book cover, which stays served', async () => {
      const cover = await uploadPicture();
      const event = await multipart([['title', 'Cover thief']]);
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/add-event',
        headers: { ...event.headers, cookie: t.admin },
        payload: event.payload,
      });
      expect(added.statusCode, added.body).toBe(201);
      const edit = await t.app.inject({
        method: 'PUT',
        url: '/api/edit-event/Cover%20thief',
        headers: { cookie: t.admin },
        payload: { name: 'Cover thief', description: 'Taken', image: cover },
      });
      expect(edit.statusCode).toBe(400);
      expect(edit.json<{ error: { message: string } }>().error.message).toBe(feedbackMessages.imageNotOwn);
      expect((await t.app.inject({ url: cover })).statusCode).toBe(200);
    });
  });

  describe('sponsors on /sponsors', () => {
    const sponsors = () => item<SiteSponsors>('sponsors');

    it('start from content/sponsors.json: 16 logos and the 2 names known, in order', async () => {
      const { logos, names } = (await t.app.inject({ url: '/api/site/sponsors' })).json<SiteSponsors>();
      expect(logos).toHaveLength(16);
      expect(logos[0]).toEqual({
        name: 'Manx Lottery Trust',
        logo: '/media/content/images/sponsors/logo-01.svg',
        link: '',
      });
      expect(names).toHaveLength(2);
      const page = await html('/sponsors');
      expect(page).toContain('src="/media/content/images/sponsors/logo-01.svg" alt="Manx Lottery Trust logo"');
      expect(page).toContain('<li>Manx Heritage Foundation</li>');
    });

    it('keep a draft off the page; a publish shows the new order, logo and links in the raw HTML of the next request', async () => {
      const { data, etag } = await sponsors();
      const logo = await uploadPicture();
      const added = { name: 'Laxey Glen Mills', logo, link: 'https://mills.example.org/' };
      const changed: SiteSponsors = {
        logos: [added, ...data.logos.slice(1)],
        names: [{ name: 'Snaefell Friends', link: 'https://friends.example.org/' }, ...data.names],
      };
      const saved = await saveDraft('sponsors', changed, etag);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await html('/sponsors')).not.toContain('Laxey Glen Mills');

      expect((await publish('sponsors', saved.headers.etag as string)).statusCode).toBe(200);
      const page = await html('/sponsors');
      expect(page).toMatch(
        new RegExp(`<a href="https://mills.example.org/"><picture>.*?<img src="${logo}" alt="Laxey Glen Mills logo"`),
      );
      expect(page).not.toContain('Manx Lottery Trust logo');
      expect(page).toContain('<li><a href="https://friends.example.org/">Snaefell Friends</a></li>');
    });

    it('refuse a stale version with 409, a logo without its picture, and a link that is not https', async () => {
      const { data, etag } = await sponsors();
      expect((await saveDraft('sponsors', data, etag)).statusCode).toBe(200);
      expect((await saveDraft('sponsors', { ...data, names: [] }, etag)).statusCode).toBe(409);

      const { etag: current } = await sponsors();
      const refused = await saveDraft(
        'sponsors',
        { logos: [{ ...data.logos[0]!, logo: '' }], names: [{ name: 'X', link: 'javascript:alert(1)' }] },
        current,
      );
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json<{ error: { fields: Record<string, string> } }>().error.fields)).toEqual([
        'logos.0.logo',
        'names.0.link',
      ]);
      expect((await t.app.inject({ url: '/api/site/sponsors' })).json<SiteSponsors>().names).toHaveLength(3);
    });
  });
});
