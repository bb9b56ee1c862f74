/**
 * The key of each item of the site's content (site-content.ts): `page:<name>` for a page, one word for
 * the settings and each list. A module of their own, so that a public page can name its item without
 * loading the schemas.
 */
export const pageKey = (name: string) => `page:${name}`;
export const settingsKey = 'settings';
export const booksKey = 'books';
export const sponsorsKey = 'sponsors';
export const linksKey = 'links';
export const trainsKey = 'trains';
export const homeKey = 'home';
export const itemsOfInterestKey = 'items-of-interest';
