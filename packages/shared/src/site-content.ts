import { z } from 'zod';
import { ok } from './answer-shapes.ts';
import { clockTime } from './timetable.ts';
import { imageField } from './upload-fields.ts';

/**
 * The site's own words and settings, kept in the database and edited in the admin "Site" area.
 * Each item is one JSON document under a key: `page:<name>` for a page's Markdown, `settings` for
 * the railway's details. A value an admin has not filled in is '' (or 0) and is not shown.
 */
export const sitePageNames = [
  'home',
  'about',
  'ride-on-railway',
  'station-and-gift-shop',
  'laxey-village',
  'snaefell-wheel',
  'items-of-interest',
  'ghost-trains',
  'trust',
  'donate',
  'location',
  'sponsors',
  'other-links',
  'privacy-policy',
  'contact',
  'not-found',
  'access-denied',
  'history-intro',
  'books',
  'rolling-stock',
  'timetable',
] as const;
export type SitePageName = (typeof sitePageNames)[number];

export const siteKeyParams = z.object({
  key: z
    .string()
    .regex(/^(page:[a-z-]+|settings|books|sponsors|links|trains|home|items-of-interest)$/, 'No such item.'),
});
export const sitePageParams = z.object({ name: z.string().regex(/^[a-z-]{1,60}$/) });
const revisionNumber = { error: 'Not a revision.' };
/** A revision's number, as an address or a query gives it (text). */
const revisionId = z.coerce.number(revisionNumber).int(revisionNumber).positive(revisionNumber);
export const siteRevisionParams = siteKeyParams.extend({ id: revisionId });
/** Compare a revision with another one instead of with what is live. */
export const siteDiffQuery = z.object({ against: revisionId.optional() });

export const text = (max: number) => z.string().trim().max(max);
const amount = z.number().min(0).max(10_000_000);
/** The social-media page whose feed the home page shows: always that network's https address. */
const httpsAddress = z.union([
  z.literal(''),
  z.url({ protocol: /^https$/, error: 'Please give an https:// address.' }),
]);

/** A path on this site: one slash, then a page name (`//host` leads a browser to another site). */
const pathOnThisSite = /^\/(?!\/)[\w\-/#]{0,200}$/;
const webAddress = z.url({ protocol: /^https?$/ });

/**
 * Every link an admin types (home cards, other links, sponsors, the donation page): a page of this site
 * (/Ghosttrains) or a whole http(s) address of another site; empty for none.
 */
export const linkAddress = z
  .string()
  .trim()
  .refine((v) => v === '' || pathOnThisSite.test(v) || webAddress.safeParse(v).success, {
    error: 'Please give a page of this site (such as /Ghosttrains) or a whole web address, starting https://.',
  });

/** The tax relief schemes an installation can follow, the Isle of Man's first (the default). */
export const taxReliefSchemes = ['isle-of-man', 'uk-gift-aid'] as const;
export type TaxReliefScheme = (typeof taxReliefSchemes)[number];

export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const siteSettingsDocument = z.looseObject({
  name: text(200).min(1, 'Please give the railway’s name.'),
  tagline: text(300),
  trustName: text(200),
  /** The trust's number in the charity register, on every donation receipt; '' while unset. */
  charityNumber: text(40).default(''),
  /** Tax relief on gifts (issue 29 point 4, decision 153): the island's own (receipts and annual statements) or UK Gift Aid. */
  taxRelief: z.enum(taxReliefSchemes).default('isle-of-man'),
  address: z.object({
    street: text(200),
    locality: text(100),
    region: text(100),
    postalCode: text(20),
    country: text(60),
  }),
  phone: text(40),
  email: z.union([z.literal(''), z.email('Please give a whole e-mail address.')]),
  shopHours: text(300),
  membership: z
    .array(z.object({ name: text(80).min(1, 'Please name each kind of membership.'), price: amount }))
    .max(20),
  freeMembershipHours: z.number().int().min(0).max(10_000),
  donation: z.object({
    target: amount,
    /** What the appeal is for, shown under its target ("for the renewal of the track"). */
    purpose: text(200).default(''),
    paymentUrl: linkAddress,
    bank: z.object({ accountName: text(100), sortCode: text(20), accountNumber: text(20), reference: text(40) }),
  }),
  socialPageUrl: httpsAddress,
  /** Where the map's marker stands, and what search engines are told. */
  geo: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  /** When the trains run, for search engines (schema.org opening hours); the words are shown as they are. */
  openingHours: z
    .array(
      z.object({
        days: z
          .array(z.enum(weekdays), 'Please give each day’s name in full, such as Saturday.')
          .min(1, 'Please give the days.'),
        opens: clockTime,
        closes: clockTime,
        text: text(300),
      }),
    )
    .max(14),
});
export type SiteSettings = z.infer<typeof siteSettingsDocument>;

/**
 * A picture on a public page: an upload's address (`/media/images/…`, from POST /api/admin/site/images)
 * or our own artwork from content/ (`/media/content/images/…`), with the words a blind visitor hears.
 */
export const imageAddressPattern =
  /^\/media\/(?:images\/[a-z0-9]{20,40}\/\d+\.(?:webp|avif)|content\/images\/[a-z0-9/-]+\.svg)$/;
export const pictureAddress = z.union([
  z.literal(''),
  z.string().regex(imageAddressPattern, 'Please upload the picture again.'),
]);

/** Every picture with an address needs words for those who cannot see it. */
export const altRequired =
  <K extends string>(picture: K, alt: K) =>
  (value: Record<K, string>, ctx: z.RefinementCtx) => {
    if (value[picture] && !value[alt].trim())
      ctx.addIssue({
        code: 'custom',
        path: [alt],
        message: 'Please describe the picture for visitors who cannot see it.',
      });
  };

/**
 * A page's words as an admin writes them, with the picture beside them (none when empty). Pages kept
 * before pictures were part of a page have none of the picture's fields: they read as empty.
 */
export const sitePageDocument = z
  .object({
    title: z.string().trim().min(1, 'Please give the page a title.').max(200),
    description: z.string().trim().max(300),
    markdown: z.string().max(100_000),
    picture: pictureAddress.default(''),
    pictureAlt: text(300).default(''),
    pictureCaption: text(300).default(''),
  })
  .superRefine(altRequired('picture', 'pictureAlt'));
export type SitePage = z.infer<typeof sitePageDocument>;

/** A page as visitors get it: the Markdown already turned into safe HTML by the server. */
export const renderedPage = z.object({
  title: z.string(),
  description: z.string(),
  html: z.string(),
  picture: z.string(),
  pictureAlt: z.string(),
  pictureCaption: z.string(),
});
export type RenderedPage = z.infer<typeof renderedPage>;

/** One book on the Books page; a value left empty (or 0) is not shown. */
export const siteBook = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,60}$/),
    title: text(200).min(1, 'Please give each book a title.'),
    author: text(200),
    publisher: text(200),
    published: text(100),
    isbn: text(40),
    pages: z.number().int().min(0).max(10_000),
    size: text(100),
    price: amount,
    available: z.boolean(),
    cover: pictureAddress,
    coverAlt: text(300),
    description: text(2000),
  })
  .superRefine(altRequired('cover', 'coverAlt'));
export type SiteBook = z.infer<typeof siteBook>;
export const siteBooksDocument = z.object({ books: z.array(siteBook).max(100) });
export type SiteBooks = z.infer<typeof siteBooksDocument>;

const sponsorName = text(200).min(1, 'Please give each sponsor’s name.');

/**
 * The Sponsors page: the logos and the names thanked without a logo, each list in the order an admin put
 * it; a link is shown only when set. A logo's name is what a blind visitor hears; a logo whose sponsor is
 * not known by name yet is heard as a supporter's logo, never as a placeholder.
 */
export const siteSponsorsDocument = z.object({
  logos: z
    .array(
      z.object({
        name: text(200),
        logo: pictureAddress.refine(Boolean, 'Please upload the logo.'),
        link: linkAddress,
      }),
    )
    .max(100),
  names: z.array(z.object({ name: sponsorName, link: linkAddress })).max(100),
});
export type SiteSponsors = z.infer<typeof siteSponsorsDocument>;

/** The address of an uploaded picture, to put in a document. */
export const siteImageUploaded = z.object({ address: z.string() });

export const siteDraftRequest = z.object({ data: z.unknown() });
export const siteMarkdownPreviewRequest = z.object({ markdown: z.string().max(100_000) });
export const renderedMarkdown = z.object({ html: z.string() });

/**
 * One item as an editor sees it: what is live, the unpublished draft if any, and its version (the ETag).
 * The documents go out as stored; each kind's editor knows its shape (`SiteContentItem<SitePage>`).
 */
export const siteContentItem = z.object({
  key: z.string(),
  published: z.unknown(),
  draft: z.unknown(),
  version: z.int(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type SiteContentItem<T = unknown> = Omit<z.infer<typeof siteContentItem>, 'published' | 'draft'> & {
  published: T;
  draft: T | null;
};

export const siteRevision = z.object({ id: z.int(), author: z.string(), createdAt: z.string(), note: z.string() });
export type SiteRevision = z.infer<typeof siteRevision>;

/** A line of a revision's difference: a field's line the same, added or removed, or a sentence on a list's item. */
export const diffLine = z.object({ change: z.enum(['same', 'added', 'removed', 'changed']), text: z.string() });
export type DiffLine = z.infer<typeof diffLine>;

/** The request schemas of the site content calls (spread into the contract's). */
export const siteContentSchemas = {
  sitePage: { params: sitePageParams },
  sitePageDraft: { params: sitePageParams },
  siteItem: { params: siteKeyParams },
  saveSiteDraft: { params: siteKeyParams, body: siteDraftRequest },
  publishSiteItem: { params: siteKeyParams },
  siteRevisions: { params: siteKeyParams },
  siteRevisionDiff: { params: siteRevisionParams, query: siteDiffQuery },
  restoreSiteRevision: { params: siteRevisionParams },
  previewMarkdown: { body: siteMarkdownPreviewRequest },
};

/** The site content calls' answers (spread into the contract's). */
export const siteContentResponses = {
  sitePage: { answer: ok(renderedPage), refusals: [404 as const] },
  siteSettings: { answer: ok(siteSettingsDocument), refusals: [404 as const] },
  siteBooks: { answer: ok(siteBooksDocument), refusals: [404 as const] },
  siteSponsors: { answer: ok(siteSponsorsDocument), refusals: [404 as const] },
  uploadSiteImage: { answer: ok(siteImageUploaded), form: z.object({ image: imageField }) },
  sitePageDraft: { answer: ok(renderedPage), refusals: [404 as const] },
  siteItem: { answer: ok(siteContentItem), refusals: [404 as const] },
  saveSiteDraft: { answer: ok(siteContentItem), refusals: [404 as const, 409 as const, 428 as const] },
  publishSiteItem: { answer: ok(siteContentItem), refusals: [404 as const, 409 as const, 428 as const] },
  siteRevisions: { answer: ok(z.array(siteRevision)), refusals: [404 as const] },
  siteRevisionDiff: { answer: ok(z.array(diffLine)), refusals: [404 as const] },
  restoreSiteRevision: { answer: ok(siteContentItem), refusals: [404 as const, 409 as const, 428 as const] },
  previewMarkdown: { answer: ok(renderedMarkdown) },
};
