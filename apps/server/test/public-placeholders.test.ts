import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '@lmr/shared/site-routes';
import { contentDir } from '../src/domains/media/content-assets.ts';
import { shown, siteOnTheWebBuild } from './support/site-items.ts';

/** What a visitor reads or hears of a page: its words, and the words of its pictures and controls. */
const readable = (page: string) => {
  const html = shown(page).replace(/<script[\s\S]*?<\/script>/g, '');
  const heard = [...html.matchAll(/\s(?:alt|title|aria-label)="([^"]*)"/g)].map((m) => m[1]);
  return [html.replace(/<[^<>]*>/g, ' '), ...heard].join('\n');
};
const placeholders = (words: string) => words.match(/\[[^[\]\n]*\]/g) ?? [];

describe('no placeholder reaches a visitor', () => {
  const { t, html, behindTheApp, rerunMigration } = siteOnTheWebBuild();

  /** Each public page's placeholders, by path, and the demo pictures the pages show. */
  const everyPublicPage = async () => {
    const [event] = (await t.app.inject('/api/get-all-events')).json<{ slug: string }[]>();
    const paths = siteRoutes
      .filter((r) => r.access === 'public')
      .map((r) => r.path.replace(':slug', event!.slug).replace(/:[A-Za-z]+/g, 'example'));
    const found: Record<string, string[]> = {};
    const pictures = new Set<string>();
    for (const p of paths) {
      const page = await html(p);
      const words = placeholders(readable(page));
      if (words.length) found[p] = words;
      for (const m of page.matchAll(/\/media\/content\/(images\/[\w/-]+\.svg)/g)) pictures.add(m[1]!);
    }
    return { found, pictures };
  };

  it('on any public page of the route table, nor in the pictures it shows', async () => {
    const { found, pictures } = await everyPublicPage();
    expect(found).toEqual({});
    expect([...pictures]).toEqual(
      expect.arrayContaining(['images/poster/demo-poster.svg', 'images/sponsors/logo-10.svg']),
    );
    for (const picture of pictures) {
      const svg = await fs.readFile(path.join(contentDir, picture), 'utf8');
      const words = [...svg.matchAll(/<(?:text|title)[^>]*>([^<]*)</g)].map((m) => m[1]).join('\n');
      expect(placeholders(words), picture).toEqual([]);
      expect(words, picture).not.toMatch(/demo|placeholder|replace/i);
    }
  });

  it('on an installation whose first start put them there, while an admin’s own words stay', async () => {
    const query = (sql: string, params: unknown[] = []) => t.app.database.query(sql, params);
    type Books = { books: { id: string; title: string; coverAlt: string }[] };
    const { rows } = await query(`SELECT published FROM site_content WHERE key = 'books'`);
    const books = (rows[0] as { published: Books }).published;
    const local = books.books.find((b) => b.id === 'local-history-1')!;
    const railway = books.books.find((b) => b.id === 'railway-title-1')!;
    Object.assign(local, {
      title: '[Local history title 1]',
      coverAlt: 'Placeholder book cover in dark red with a drawing of a water wheel.',
    });
    Object.assign(railway, { title: 'Trams of the Island', coverAlt: 'Our own words.' });
    const sponsors = {
      logos: [
        { name: '[A prison]', logo: '/media/content/images/sponsors/logo-10.svg', link: '' },
        { name: 'Bus Vannin', logo: '/media/content/images/sponsors/logo-05.svg', link: '' },
      ],
      names: [
        { name: '[An estate]', link: '' },
        { name: 'Manx Lottery Trust', link: '' },
      ],
    };
    await behindTheApp(async () => {
      await query(`UPDATE site_content SET published = $1 WHERE key = 'books'`, [books]);
      await query(`UPDATE site_content SET published = $1 WHERE key = 'sponsors'`, [sponsors]);
      await query(
        `UPDATE site_content SET published = jsonb_set(published, '{markdown}', to_jsonb(replace(published ->> 'markdown',
          'The dates of special days, with their times and fares, are on our [timetable](/timetable).',
          'Dates for special days are shown on our poster on the home page.')))
         WHERE key = 'page:about'`,
      );
    });
    const { found: before } = await everyPublicPage();
    expect(before['/sponsors']).toEqual(['[An estate]', '[A prison]']);
    expect(before['/books']).toContain('[Local history title 1]');
    expect(await html('/about')).toContain('shown on our poster');

    await behindTheApp(() => rerunMigration('1960_no_placeholders_for_visitors.sql'));

    expect((await everyPublicPage()).found).toEqual({});
    const sponsorsPage = shown(await html('/sponsors'));
    expect(sponsorsPage).toContain('alt="The logo of one of our supporters"');
    expect(sponsorsPage).toContain('alt="Bus Vannin logo"');
    expect(sponsorsPage).toContain('<li>Manx Lottery Trust</li>');
    const booksPage = shown(await html('/books'));
    expect(booksPage).toContain('The Laxey Wheel and Its Mine');
    expect(booksPage).toContain('a dark red cover with a drawing of a water wheel');
    expect(booksPage).toContain('Trams of the Island');
    expect(booksPage).toContain('Our own words.');
    const about = shown(await html('/about'));
    expect(about).toContain('are on our <a href="/timetable">timetable</a>');
    expect(about).not.toContain('poster');
  });
});
