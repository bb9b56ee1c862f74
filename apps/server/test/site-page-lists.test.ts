import { describe, expect, it } from 'vitest';
import type { SiteRevision } from '@lmr/shared/site-content';
import type { SiteHome, SiteItemsOfInterest, SiteLinks, SiteTrains } from '@lmr/shared/site-lists';
import { shown, siteOnTheWebBuild } from './support/site-items.ts';

/** Words in square brackets, as content/ marks what nobody has filled in yet ("[phone number]"). */
const placeholder = /\[[A-Za-z][^\]"<>[]*\]/;

type Fields = { error: { fields: Record<string, string> } };

describe('links, rolling stock, the home page and items of interest, kept in the database', () => {
  const { t, saveDraft, item, html, uploadPicture, publishAndRead } = siteOnTheWebBuild();

  it('start from content/, and no page shows a placeholder or a link without an address', async () => {
    const trainsAnswer = await t.app.inject({ url: '/api/site/trains' });
    expect(trainsAnswer.statusCode, trainsAnswer.body).toBe(200);
    const trains = trainsAnswer.json<SiteTrains>();
    expect(trains.locomotives.map((l) => l.name)).toEqual(['Ant', 'WASP', 'Bee']);
    expect(trains.locomotives[0]!.specs[0]).toEqual({
      label: 'Built',
      value: "2004, Great Northern Steam, Darlington (builder's number 20)",
    });
    expect(trains.rollingStock).toHaveLength(4);
    const links = (await t.app.inject({ url: '/api/site/links' })).json<SiteLinks>().links;
    expect(links).toHaveLength(9);
    expect(links[1]).toEqual({
      label: '',
      url: '',
      description: 'Research into the history of mining on the Isle of Man.',
    });
    expect((await t.app.inject({ url: '/api/site/home' })).json<SiteHome>().cards.map((c) => c.link)).toEqual([
      '/ItemsofInterest',
      '/Ghosttrains',
      '/timetable',
    ]);
    expect((await t.app.inject({ url: '/api/site/items-of-interest' })).json<SiteItemsOfInterest>().items).toHaveLength(
      5,
    );

    const trainsPage = await html('/trains');
    expect(trainsPage).toContain('<th scope="row">Built</th><td>2004, Great Northern Steam');
    expect(trainsPage).toContain('src="/media/content/images/locomotives/ant.svg"');
    expect(trainsPage).toContain('<h3 id="carriage-1-name">Carriage No 1</h3>');
    const linksPage = await html('/other-links');
    expect(linksPage).toContain('href="https://manxnationalheritage.im/"');
    expect(linksPage).not.toContain('example.org');
    expect(shown(linksPage)).not.toContain('Research into the history of mining');
    const home = await html('/');
    expect(home).toContain('src="/media/content/images/home/banner.svg"');
    expect(home).toMatch(/<a class="home-card" href="\/Ghosttrains"[^>]*>.*?Ghost Trains/);
    expect(await html('/ItemsofInterest')).toContain('<h2>A station from bus shelters</h2>');
    for (const page of [trainsPage, linksPage, home, await html('/ItemsofInterest')])
      expect(page).not.toMatch(placeholder);
  });

  it('keep a draft of a locomotive off /trains; a publish shows its new specification and picture in the raw HTML', async () => {
    const { data, etag } = await item<SiteTrains>('trains');
    const picture = await uploadPicture();
    const [ant, ...others] = data.locomotives;
    const edited = {
      ...ant!,
      specs: [...ant!.specs, { label: 'Tractive effort', value: '1,200 lbf at 85%' }],
      gallery: [{ picture, alt: 'Ant taking water at the station.', caption: 'Ant takes water between trips.' }],
    };
    const page = await publishAndRead(
      'trains',
      { ...data, locomotives: [...others, edited] },
      etag,
      '/trains',
      'Tractive effort',
    );
    expect(page).toContain('<th scope="row">Tractive effort</th><td>1,200 lbf at 85%</td>');
    expect(page).toContain(`src="${picture}" alt="Ant taking water at the station."`);
    expect(page.indexOf('id="wasp-name"')).toBeLessThan(page.indexOf('id="ant-name"'));
  });

  it('restore an older revision of the trains as a new revision, bringing the old words back', async () => {
    const revisions = (
      await t.app.inject({ url: '/api/admin/site/items/trains/revisions', headers: { cookie: t.admin } })
    ).json<SiteRevision[]>();
    const first = revisions.at(-1)!;
    expect(first.note).toBe('First install');
    const { etag } = await item<SiteTrains>('trains');
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/admin/site/items/trains/revisions/${first.id}/restore`,
      headers: { cookie: t.admin, 'if-match': etag },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const page = await html('/trains');
    expect(page).not.toContain('Tractive effort');
    expect(page.indexOf('id="ant-name"')).toBeLessThan(page.indexOf('id="wasp-name"'));
    const after = await t.app.inject({ url: '/api/admin/site/items/trains/revisions', headers: { cookie: t.admin } });
    expect(after.json<SiteRevision[]>()).toHaveLength(revisions.length + 1);
  });

  it('show a home card and the banner as an admin published them, and leave out a card’s missing picture', async () => {
    const { data, etag } = await item<SiteHome>('home');
    const banner = await uploadPicture();
    const card = {
      title: 'Santa Trains',
      text: 'Mince pies at the station in December.',
      link: '/timetable',
      picture: '',
      specialDays: false,
    };
    const page = await publishAndRead(
      'home',
      { banner: { picture: banner, alt: 'Bee in the snow.' }, cards: [card, ...data.cards.slice(1)] },
      etag,
      '/',
      'Santa Trains',
    );
    expect(page).toMatch(
      /<a class="home-card" href="\/timetable"[^>]*><span class="home-card-title">Santa Trains<\/span><span class="home-card-text">Mince pies/,
    );
    expect(page).toContain(`src="${banner}" alt="Bee in the snow."`);
    expect(shown(page)).not.toContain('Items of Interest</span>');
  });

  it('show a link once it has words and an address, and an item of interest as published', async () => {
    const links = await item<SiteLinks>('links');
    const linksPage = await publishAndRead(
      'links',
      { links: [{ ...links.data.links[1]!, label: 'Laxey Mines Research', url: 'https://mines.example.im/' }] },
      links.etag,
      '/other-links',
      'Laxey Mines Research',
    );
    expect(linksPage).toContain('href="https://mines.example.im/"');
    expect(linksPage).toContain('Research into the history of mining');
    expect(shown(linksPage)).not.toContain('Manx National Heritage');

    const items = await item<SiteItemsOfInterest>('items-of-interest');
    const interest = { title: 'The water wheel', text: 'First line.\n\nSecond line.', picture: '', pictureAlt: '' };
    const page = await publishAndRead(
      'items-of-interest',
      { items: [interest] },
      items.etag,
      '/ItemsofInterest',
      'The water wheel',
    );
    expect(page).toContain('<h2>The water wheel</h2><p>First line.</p><p>Second line.</p>');
    expect(shown(page)).not.toContain('A station from bus shelters');
  });

  it('refuse a stale version with 409, and pictures without words, script links, bad colours and twin ids with 400', async () => {
    const { data, etag } = await item<SiteTrains>('trains');
    expect((await saveDraft('trains', data, etag)).statusCode).toBe(200);
    const stale = await saveDraft('trains', { ...data, rollingStock: [] }, etag);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ error: { message: string } }>().error.message).toContain('Administrator changed this');

    const { etag: current } = await item<SiteTrains>('trains');
    const [ant, wasp] = data.locomotives;
    const refused = await saveDraft(
      'trains',
      {
        ...data,
        locomotives: [
          { ...ant!, pictureAlt: '', colour: 'red' },
          { ...wasp!, id: ant!.id, gallery: [{ ...wasp!.gallery[0]!, alt: ' ' }] },
        ],
      },
      current,
    );
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<Fields>().error.fields).sort()).toEqual([
      'locomotives.0.colour',
      'locomotives.0.pictureAlt',
      'locomotives.1.gallery.0.alt',
      'locomotives.1.id',
    ]);

    const home = await item<SiteHome>('home');
    const badHome = await saveDraft(
      'home',
      { ...home.data, cards: [{ ...home.data.cards[0]!, link: 'javascript:alert(1)' }] },
      home.etag,
    );
    expect(badHome.statusCode).toBe(400);
    expect(Object.keys(badHome.json<Fields>().error.fields)).toEqual(['cards.0.link']);
    const links = await item<SiteLinks>('links');
    const badLink = await saveDraft(
      'links',
      { links: [{ label: 'X', url: 'javascript:alert(1)', description: '' }] },
      links.etag,
    );
    expect(Object.keys(badLink.json<Fields>().error.fields)).toEqual(['links.0.url']);
    expect((await html('/trains')).includes('Overwritten')).toBe(false);
  });
});
