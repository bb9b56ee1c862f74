import fs from 'node:fs/promises';
import path from 'node:path';
import { parsePageFile } from '@lmr/shared/markdown';
import {
  booksKey,
  homeKey,
  itemsOfInterestKey,
  linksKey,
  pageKey,
  settingsKey,
  sponsorsKey,
  trainsKey,
} from '@lmr/shared/site-keys';
import type { SiteSettings } from '@lmr/shared/site-content';
import type { Db } from '../../db/database.ts';
import { contentAddress, contentDir } from '../media/content-assets.ts';
import { countExisting, insertSeed } from './site-content-repository.ts';

/** content/ marks what nobody has filled in yet as "[phone number]": in the database it is simply not set. */
export function withoutPlaceholders<T>(value: T): T {
  if (typeof value === 'string') return (/\[[^[\]]*\]/.test(value) ? '' : value) as T;
  if (Array.isArray(value)) return value.map(withoutPlaceholders) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutPlaceholders(v)])) as T;
  return value;
}

/**
 * Fills a new database with the site's words from content/, once per item: an item that exists is
 * never touched again (its admins own it now), so any number of servers may start together.
 * After this, content/ is not read for words or pictures at run time.
 */
export async function seedSiteContent(db: Db) {
  const pagesDir = path.join(contentDir, 'pages');
  const pageFiles = (await fs.readdir(pagesDir)).filter((f) => f.endsWith('.md')).sort();
  const keys = [
    ...pageFiles.map((file) => pageKey(file.replace(/\.md$/, ''))),
    ...[settingsKey, booksKey, sponsorsKey, linksKey, trainsKey, homeKey, itemsOfInterestKey],
  ];
  // Every start but the first finds them all: one query instead of reading content/ and trying each.
  if ((await countExisting(db, keys)) === keys.length) return;
  for (const file of pageFiles) {
    const page = parsePageFile(await fs.readFile(path.join(pagesDir, file), 'utf8'));
    await insertSeed(db, pageKey(file.replace(/\.md$/, '')), {
      ...page,
      picture: page.picture && contentAddress(page.picture),
    });
  }
  const site = await readJson<Record<string, unknown> & { openingHours: OpeningHours[] }>('site.json');
  await insertSeed(
    db,
    settingsKey,
    withoutPlaceholders({
      ...site,
      // content/ also says in words from when to when; the settings keep what search engines are told.
      openingHours: site.openingHours.map(({ days, opens, closes, text }) => ({ days, opens, closes, text })),
    }),
  );
  const books = await readJson<(Record<string, unknown> & { price: number | string; cover: string })[]>('books.json');
  await insertSeed(db, booksKey, {
    books: books.map((book) => ({
      ...withoutPlaceholders(book),
      // content/ writes "Unavailable" in place of the price of a book that is sold out.
      price: typeof book.price === 'number' ? book.price : 0,
      available: typeof book.price === 'number',
      cover: contentAddress(book.cover),
    })),
  });
  await seedSponsors(db);
  await seedLists(db);
}

type OpeningHours = SiteSettings['openingHours'][number];

/** A sponsor whose name is not known yet has no name: its logo is shown alone, and no name is thanked. */
async function seedSponsors(db: Db) {
  const sponsors = await readJson<{ logos: { name: string; image: string }[]; names: string[] }>('sponsors.json');
  await insertSeed(db, sponsorsKey, {
    logos: sponsors.logos.map(({ name, image }) => ({ name, logo: contentAddress(image), link: '' })),
    names: sponsors.names.map((name) => ({ name, link: '' })),
  });
}

interface TrainFile {
  id: string;
  name: string;
  lore?: string;
  text?: string;
  specs?: string[];
  image: string;
  imageAlt: string;
  backgroundColor?: string;
  gallery: { src: string; desc: string; alt: string }[];
}

/** content/ writes a specification as "Built: 2004": the table has the part before the colon as its label. */
const specRow = (spec: string) => {
  const colon = spec.indexOf(': ');
  return colon < 0 ? { label: '', value: spec } : { label: spec.slice(0, colon), value: spec.slice(colon + 2) };
};

const train = (t: TrainFile) =>
  withoutPlaceholders({
    id: t.id,
    name: t.name,
    text: t.lore ?? t.text ?? '',
    specs: (t.specs ?? []).map(specRow),
    picture: contentAddress(t.image),
    pictureAlt: t.imageAlt,
    colour: t.backgroundColor ?? '',
    gallery: t.gallery.map((g) => ({ picture: contentAddress(g.src), alt: g.alt, caption: g.desc })),
  });

/** The links, the engines and carriages, the home page's banner and cards, and the items of interest. */
async function seedLists(db: Db) {
  const links = await readJson<{ label: string; url: string; description: string }[]>('links.json');
  await insertSeed(db, linksKey, { links: links.map(withoutPlaceholders) });
  await insertSeed(db, trainsKey, {
    locomotives: (await readJson<TrainFile[]>('locomotives.json')).map(train),
    rollingStock: (await readJson<TrainFile[]>('rolling-stock.json')).map(train),
  });
  type Pictured = { picture: string };
  const pictured = <T extends Pictured>(item: T) => ({
    ...withoutPlaceholders(item),
    picture: contentAddress(item.picture),
  });
  const home = await readJson<{ banner: Pictured & { alt: string }; cards: (Pictured & Record<string, unknown>)[] }>(
    'home.json',
  );
  await insertSeed(db, homeKey, { banner: pictured(home.banner), cards: home.cards.map(pictured) });
  const items = await readJson<(Pictured & Record<string, unknown>)[]>('items-of-interest.json');
  await insertSeed(db, itemsOfInterestKey, { items: items.map(pictured) });
}

const readJson = async <T>(file: string) => JSON.parse(await fs.readFile(path.join(contentDir, file), 'utf8')) as T;
