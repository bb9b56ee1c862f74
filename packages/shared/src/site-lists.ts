import { z } from 'zod';
import { ok } from './answer-shapes.ts';
import { altRequired, linkAddress, pictureAddress, text } from './site-content.ts';

/**
 * The lists on the public pages beyond books and sponsors, each one item of the Site area (its key in
 * site-content.ts). As everywhere in the site's content, a value left empty is not shown.
 */

/** A link on the Other Links page: shown only when it has both words and an address. */
export const siteLink = z.object({ label: text(200), url: linkAddress, description: text(500) });
export const siteLinksDocument = z.object({ links: z.array(siteLink).max(100) });
export type SiteLinks = z.infer<typeof siteLinksDocument>;

/** A picture in a gallery: the caption is shown when a visitor opens it. */
const captionedPicture = z
  .object({ picture: pictureAddress.refine(Boolean, 'Please upload the picture.'), alt: text(300), caption: text(500) })
  .superRefine(altRequired('picture', 'alt'));
export type CaptionedPicture = z.infer<typeof captionedPicture>;

const itemId = z.string().regex(/^[a-z0-9-]{1,60}$/);

/** A locomotive or a piece of rolling stock: its story, its specification table and its pictures. */
export const siteTrain = z
  .object({
    id: itemId,
    name: text(100).min(1, 'Please give each engine and vehicle a name.'),
    text: text(5000),
    specs: z.array(z.object({ label: text(100), value: text(300) })).max(40),
    picture: pictureAddress,
    pictureAlt: text(300),
    colour: z.union([z.literal(''), z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Please choose a colour.')]),
    gallery: z.array(captionedPicture).max(20),
  })
  .superRefine(altRequired('picture', 'pictureAlt'));
export type SiteTrain = z.infer<typeof siteTrain>;

export const siteTrainsDocument = z
  .object({
    locomotives: z.array(siteTrain).max(30),
    rollingStock: z.array(siteTrain).max(30),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    for (const list of ['locomotives', 'rollingStock'] as const)
      value[list].forEach((train, i) => {
        if (seen.has(train.id))
          ctx.addIssue({ code: 'custom', path: [list, i, 'id'], message: 'Each one needs its own id.' });
        seen.add(train.id);
      });
  });
export type SiteTrains = z.infer<typeof siteTrainsDocument>;

/**
 * A card under "More to see". Its picture only decorates a link already named by the card's title and
 * words, so it is drawn without words of its own (alt=""), as WCAG asks of such pictures.
 */
export const siteHomeCard = z.object({
  title: text(100).min(1, 'Please give each card a title.'),
  text: text(300),
  link: linkAddress,
  picture: pictureAddress,
  /** The special running days coming up, from the timetable, shown under the card's words. */
  specialDays: z.boolean(),
});
export type SiteHomeCard = z.infer<typeof siteHomeCard>;

/** The home page's banner picture and its cards (its heading and words are the Home page's in Pages). */
export const siteHomeDocument = z.object({
  banner: z.object({ picture: pictureAddress, alt: text(300) }).superRefine(altRequired('picture', 'alt')),
  cards: z.array(siteHomeCard).max(12),
});
export type SiteHome = z.infer<typeof siteHomeDocument>;

/** One thing to look out for on the Items of Interest page; paragraphs are separated by a blank line. */
export const siteInterestItem = z
  .object({
    title: text(200).min(1, 'Please give each item a title.'),
    text: text(3000),
    picture: pictureAddress,
    pictureAlt: text(300),
  })
  .superRefine(altRequired('picture', 'pictureAlt'));
export const siteItemsOfInterestDocument = z.object({ items: z.array(siteInterestItem).max(50) });
export type SiteItemsOfInterest = z.infer<typeof siteItemsOfInterestDocument>;

/** The published lists' answers (spread into the contract's). */
export const siteListResponses = {
  siteLinks: { answer: ok(siteLinksDocument), refusals: [404 as const] },
  siteTrains: { answer: ok(siteTrainsDocument), refusals: [404 as const] },
  siteHome: { answer: ok(siteHomeDocument), refusals: [404 as const] },
  siteItemsOfInterest: { answer: ok(siteItemsOfInterestDocument), refusals: [404 as const] },
};
