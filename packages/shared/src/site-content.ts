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
] as const;
export type SitePageName = (typeof sitePageNames)[number];

export const pageKey = (name: string) => `page:${name}`;
export const settingsKey = 'settings';

/** A page's words as an admin writes them. */
export interface SitePage {
  title: string;
  description: string;
  markdown: string;
}

/** A page as visitors get it: the Markdown already turned into safe HTML by the server. */
export interface RenderedPage {
  title: string;
  description: string;
  html: string;
}

export interface Membership {
  name: string;
  price: number;
}

export interface SiteSettings {
  name: string;
  tagline: string;
  trustName: string;
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
  phone: string;
  email: string;
  shopHours: string;
  fares: string;
  membership: Membership[];
  freeMembershipHours: number;
  donation: {
    target: number;
    raised: number;
    paymentUrl: string;
    bank: { accountName: string; sortCode: string; accountNumber: string; reference: string };
  };
  socialPageUrl: string;
  [other: string]: unknown;
}

/** One item as an editor sees it: what is live, the unpublished draft if any, and its version (the ETag). */
export interface SiteContentItem<T = unknown> {
  key: string;
  published: T;
  draft: T | null;
  version: number;
  updatedBy: string;
  updatedAt: string;
}

export interface SiteRevision {
  id: number;
  author: string;
  createdAt: string;
  note: string;
}

export interface DiffLine {
  change: 'same' | 'added' | 'removed';
  text: string;
}

/** What a refused save says: someone else saved first. */
export interface ContentConflict {
  message: string;
  changedBy: string;
  changedAt: string;
  version: number;
}
