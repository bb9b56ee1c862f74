import type { z } from 'zod';
import {
  imageAddressPattern,
  type RenderedPage,
  type SiteBooks,
  siteBooksDocument,
  type SiteSponsors,
  siteSponsorsDocument,
  type SitePage,
  sitePageDocument,
  type SiteSettings,
  siteSettingsDocument,
} from '@lmr/shared/site-content';
import {
  booksKey,
  pageKey,
  homeKey,
  itemsOfInterestKey,
  linksKey,
  sponsorsKey,
  settingsKey,
  trainsKey,
} from '@lmr/shared/site-keys';
import {
  siteHomeDocument,
  siteItemsOfInterestDocument,
  siteLinksDocument,
  siteTrainsDocument,
} from '@lmr/shared/site-lists';
import { renderMarkdown } from '@lmr/shared/markdown';
import type { Db } from '../../db/database.ts';
import { imageIdOf } from '@lmr/shared/media';
import { fillSettings } from '@lmr/shared/setting-tokens';
import { badRequest } from '../../http-error.ts';
import { imageOwners } from '../media/media-repository.ts';
import { contentImageFile } from '../media/content-assets.ts';
import { findLatest, findPublished } from './site-content-repository.ts';

/** Pages kept before pictures belonged to a page have none of its fields: no picture. */
export type StoredPage = Omit<SitePage, 'picture' | 'pictureAlt' | 'pictureCaption'> & Partial<SitePage>;

/** A page as visitors get it, with the settings its words name drawn from what is published (decision 101). */
export const renderPage = (page: StoredPage, settings: SiteSettings | undefined): RenderedPage => ({
  title: page.title,
  description: page.description,
  html: fillSettings(renderMarkdown(page.markdown), settings),
  picture: page.picture ?? '',
  pictureAlt: page.pictureAlt ?? '',
  pictureCaption: page.pictureCaption ?? '',
});

/** A page as visitors see it, or null when there is no such page. */
export async function publishedPage(db: Db, name: string): Promise<RenderedPage | null> {
  const page = (await findPublished(db, pageKey(name))) as StoredPage | undefined;
  return page ? renderPage(page, await publishedSettings(db)) : null;
}

/** The railway's details as visitors see them (seeded at the first start, so always there after it). */
export const publishedSettings = async (db: Db) => (await findPublished(db, settingsKey)) as SiteSettings | undefined;

/** Who a gift is given to: the trust, or the railway while the trust's name is not set. */
export const trustOf = (settings: SiteSettings | undefined) => settings?.trustName || settings?.name || '';

/** The books on sale as visitors see them. */
export const publishedBooks = async (db: Db) => (await findPublished(db, booksKey)) as SiteBooks | undefined;

/** The sponsors as visitors see them. */
export const publishedSponsors = async (db: Db) => (await findPublished(db, sponsorsKey)) as SiteSponsors | undefined;

/** A list's document as visitors see it (links, trains, the home page, items of interest). */
export const publishedDocument = async (db: Db, key: string) => findPublished(db, key);

/** A page as its draft would show it, for an admin's preview at the page's own address. */
export async function draftPage(db: Db, name: string): Promise<RenderedPage | null> {
  const page = (await findLatest(db, pageKey(name))) as StoredPage | undefined;
  return page ? renderPage(page, await publishedSettings(db)) : null;
}

const documentSchemas: Record<string, z.ZodType> = {
  [settingsKey]: siteSettingsDocument,
  [booksKey]: siteBooksDocument,
  [sponsorsKey]: siteSponsorsDocument,
  [linksKey]: siteLinksDocument,
  [trainsKey]: siteTrainsDocument,
  [homeKey]: siteHomeDocument,
  [itemsOfInterestKey]: siteItemsOfInterestDocument,
};

/** Checks a draft against its kind's rules: the message names the first field that is wrong. */
export async function validDocument(db: Db, key: string, data: unknown): Promise<unknown> {
  const schema = key.startsWith('page:') ? sitePageDocument : documentSchemas[key]!;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
    throw badRequest(parsed.error.issues[0]?.message ?? 'Please check the form.', fields);
  }
  await assertPicturesKnown(db, parsed.data);
  return parsed.data;
}

/** Every picture address in a document, wherever it is. */
const picturesIn = (value: unknown): string[] => {
  if (typeof value === 'string') return imageAddressPattern.test(value) ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(picturesIn);
  return [];
};

/** A document may show only pictures uploaded here or our own artwork, never a made-up address. */
async function assertPicturesKnown(db: Db, data: unknown) {
  const addresses = picturesIn(data);
  const known = await imageOwners(
    db,
    addresses.map(imageIdOf).filter((id): id is string => !!id),
  );
  const unknown = addresses.find((a) => {
    const id = imageIdOf(a);
    return id ? !known.has(id) : !contentImageFile(a);
  });
  if (unknown) throw badRequest('A picture is not one we know. Please upload it again.');
}
