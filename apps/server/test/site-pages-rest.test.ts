import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RenderedPage, SiteBooks, SitePage, SiteSettings } from '@lmr/shared/site-content';
import { shown, siteOnTheWebBuild } from './support/site-items.ts';

const migrations = path.resolve(import.meta.dirname, '../migrations');

/** Words in square brackets, as content/ marks what nobody has filled in yet ("[phone number]"). */
const placeholder = /\[[A-Za-z][^\]"<>[]*\]/;

describe('Where to Find Us, Contact, the 404 page and every page’s picture, kept in the database', () => {
  const { t, saveDraft, publish, item, html, uploadPicture, publishAndRead, rerunMigration } = siteOnTheWebBuild();
  // What the API answers is read from the database on each call, so these need not wait for the app to hear.
  const setPublished = (key: string, data: unknown) =>
    t.app.database.query('UPDATE site_content SET published = $1 WHERE key = $2', [JSON.stringify(data), key]);
  const publicPage = async (name: string) =>
    (await t.app.inject({ url: `/api/site/pages/${name}` })).json<RenderedPage>();

  it('start from content/: the words, the pictures beside them and the map position, with nothing unset shown', async () => {
    const location = await html('/location');
    expect(location).toContain('<h1>Where to Find Us</h1>');
    expect(location).toContain('<h2 id="by-bus">By Bus</h2>');
    expect(location).toMatch(
      /<figure class="line-map"><img src="\/media\/content\/images\/pages\/line-map.svg" alt="Schematic map of the line/,
    );
    expect(location).toContain('<figcaption>The line at a glance');
    const about = await html('/about');
    expect(about).toMatch(
      /<figure class="page-picture"><img src="\/media\/content\/images\/pages\/about.svg" alt="The little railway/,
    );
    expect(await html('/privacy-policy')).not.toContain('page-picture');

    const contact = await html('/contact');
    expect(contact).toContain('Have a question, or would you like to volunteer?');
    expect(shown(contact)).toContain('Valley Gardens, off Mines Road');
    // The phone number and e-mail address are not set yet: no line for them, and no placeholder.
    expect(shown(contact)).not.toContain('Phone:');
    expect(shown(contact)).not.toContain('mailto:');

    const missing = await t.app.inject({ url: '/no-such-page-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('gone into the tunnel');

    const home = await html('/');
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(home)![1]!) as Record<
      string,
      unknown
    >;
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 54.2334, longitude: -4.4053 });
    expect(data).not.toHaveProperty('telephone');
    expect(JSON.stringify(data.address)).not.toContain('postalCode');

    for (const page of [location, contact, missing.body, home, await html('/timetable')])
      expect(shown(page)).not.toMatch(placeholder);
  });

  it('show a published word of Where to Find Us and a new picture for About in the raw HTML; a removed picture is gone', async () => {
    const location = await item<SitePage>('page:location');
    const words = `${location.data.markdown}\n\n## By bicycle\n\nThere is a rack beside the station.`;
    const page = await publishAndRead(
      'page:location',
      { ...location.data, markdown: words },
      location.etag,
      '/location',
      'By bicycle',
    );
    expect(page).toMatch(/<h2 id="by-bicycle">By bicycle<\/h2>\s*<p>There is a rack beside the station.<\/p>/);

    const about = await item<SitePage>('page:about');
    const picture = await uploadPicture();
    const withPicture = await publishAndRead(
      'page:about',
      { ...about.data, picture, pictureAlt: 'Volunteers oiling Bee in the shed.' },
      about.etag,
      '/about',
      picture,
    );
    expect(withPicture).toContain(`src="${picture}" alt="Volunteers oiling Bee in the shed."`);

    const again = await item<SitePage>('page:about');
    const saved = await saveDraft('page:about', { ...again.data, picture: '' }, again.etag);
    expect((await publish('page:about', saved.headers.etag as string)).statusCode).toBe(200);
    expect(await html('/about')).not.toContain('page-picture');
  });

  it('refuse a page picture without words for it, or one this site did not store, changing nothing', async () => {
    const { data, etag } = await item<SitePage>('page:trust');
    const noWords = await saveDraft('page:trust', { ...data, pictureAlt: ' ' }, etag);
    expect(noWords.statusCode).toBe(400);
    expect(noWords.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      pictureAlt: 'Please describe the picture for visitors who cannot see it.',
    });
    const madeUp = await saveDraft('page:trust', { ...data, picture: '/media/content/images/pages/nothing.svg' }, etag);
    expect(madeUp.statusCode).toBe(400);
    expect((await item<SitePage>('page:trust')).etag).toBe(etag);
  });

  it('show the railway’s phone on Contact and its new map position to search engines once an admin publishes them', async () => {
    const { data, etag } = await item<SiteSettings>('settings');
    const page = await publishAndRead(
      'settings',
      { ...data, phone: '01624 861706', geo: { lat: 54.2301, lng: -4.4102 } },
      etag,
      '/contact',
      '01624 861706',
    );
    expect(page).toContain('Phone: <a href="tel:01624861706">01624 861706</a>');
    expect(await html('/')).toContain('"geo":{"@type":"GeoCoordinates","latitude":54.2301,"longitude":-4.4102}');
    const bad = await item<SiteSettings>('settings');
    const refused = await saveDraft('settings', { ...bad.data, geo: { lat: 91, lng: 0 } }, bad.etag);
    expect(Object.keys(refused.json<{ error: { fields: Record<string, string> } }>().error.fields)).toEqual([
      'geo.lat',
    ]);
  });

  it('show the 404 page’s published words at any unknown address', async () => {
    const { data, etag } = await item<SitePage>('page:not-found');
    await publishAndRead('page:not-found', { ...data, markdown: 'That siding is closed.' }, etag, '/about', 'siding');
    const missing = await t.app.inject({ url: '/old-timetable.html' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<p>That siding is closed.</p>');
  });

  it('give an admin the draft of a list at ?preview, and a visitor only what is published', async () => {
    const { data, etag } = await item<SiteBooks>('books');
    const draft = { books: [{ ...data.books[0]!, title: 'The Tunnel Ghost (draft)' }, ...data.books.slice(1)] };
    expect((await saveDraft('books', draft, etag)).statusCode).toBe(200);

    // The page's preview asks for the item: an admin gets the draft, a visitor is refused and keeps the published list.
    const asAdmin = await t.app.inject({ url: '/api/admin/site/items/books', headers: { cookie: t.admin } });
    expect(asAdmin.json<{ draft: SiteBooks }>().draft.books[0]!.title).toBe('The Tunnel Ghost (draft)');
    expect((await t.app.inject({ url: '/api/admin/site/items/books' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/site/books' })).json<SiteBooks>().books[0]!.title).toBe('The Magic Tunnel');
    const visitorPreview = await html('/books?preview');
    expect(visitorPreview).toContain('<h2>The Magic Tunnel</h2>');
    expect(visitorPreview).not.toContain('The Tunnel Ghost');
    expect(visitorPreview).not.toContain('Draft preview');
  });

  describe('an installation that ran before the items had a list of their own', () => {
    const migration = '1751_items_of_interest_words.sql';
    const oldWords = /\$old\$([\s\S]*?)\$old\$/.exec(fs.readFileSync(path.join(migrations, migration), 'utf8'))![1]!;
    const seeded = {
      title: 'Items of Interest',
      description:
        'Things to look out for at the Laxey Mines Railway: a station made from two bus shelters, a waiting carriage, the tunnel and the engine sheds.',
      markdown: oldWords,
    };

    it('loses the old list of items from its words while they are exactly what the first start put there', async () => {
      await setPublished('page:items-of-interest', seeded);
      expect((await publicPage('items-of-interest')).html).toContain('<h2 id="the-tunnel">The tunnel</h2>');
      await rerunMigration(migration);
      const page = await publicPage('items-of-interest');
      expect(page.html).toBe(
        '<h2 id="look-around-you">Look around you</h2>\n<p>There is more to our railway than the ride. Here are a few things to spot while you are with us.</p>\n',
      );
      const revisions = await t.app.inject({
        url: '/api/admin/site/items/page:items-of-interest/revisions',
        headers: { cookie: t.admin },
      });
      expect(revisions.json<{ author: string }[]>()[0]!.author).toBe('Site upgrade');
    });

    it('keeps the words an admin changed', async () => {
      const edited = { ...seeded, markdown: `${oldWords}\n\nThe wagons are being repainted this winter.` };
      await setPublished('page:items-of-interest', edited);
      await rerunMigration(migration);
      expect((await publicPage('items-of-interest')).html).toContain('The wagons are being repainted this winter.');
      expect((await publicPage('items-of-interest')).html).toContain('The tunnel');
    });

    it('gets each page’s picture from content/ once, and keeps a picture an admin set', async () => {
      const picturesMigration = '1750_page_pictures.sql';
      const ride = (await item<SitePage>('page:ride-on-railway')).data;
      await setPublished('page:ride-on-railway', {
        title: ride.title,
        description: ride.description,
        markdown: ride.markdown,
      });
      const changedByAdmin = { ...seeded, picture: '', pictureAlt: '', pictureCaption: '' };
      await setPublished('page:items-of-interest', changedByAdmin);
      expect((await publicPage('ride-on-railway')).picture).toBe('');
      await rerunMigration(picturesMigration);
      expect(await publicPage('ride-on-railway')).toMatchObject({
        picture: '/media/content/images/pages/ride-on-railway.svg',
        pictureAlt: 'Ride on the Railway: a carriage and steam engine heading for the tunnel',
      });
      expect((await publicPage('items-of-interest')).picture).toBe('');
    });
  });
});
