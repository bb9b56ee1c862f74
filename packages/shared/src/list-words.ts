/**
 * What each list of the site's content calls its items and their fields: the editors label their fields with these
 * words ("Book 2 price in pounds") and a revision's difference says what changed with them ("Changed the price in
 * pounds of book ‘The Laxey Wheel’ from 12 to 14"), so each is written once.
 */
export interface ListWords {
  /** One item, as a sentence names it: "book". */
  noun: string;
  /** The whole list: "books". */
  plural: string;
  /** The field that names an item ("title"); an item without one is named by its place ("book 3"). */
  name: string;
  /** The field that is an item's own for good, when it has one: a renamed book is still the same book. */
  id?: string;
  /** Each field an admin edits, by its key, in the editor's order. */
  fields: Record<string, string>;
}

/** A list's words; `name` (and `id`, when the list has one) is one of its fields. */
const listWords = <const F extends Record<string, string>>(
  noun: string,
  plural: string,
  name: keyof F & string,
  fields: F,
  id?: string,
) => ({ noun, plural, name, fields, ...(id ? { id } : {}) }) satisfies ListWords;

export const bookWords = listWords(
  'book',
  'books',
  'title',
  {
    title: 'title',
    author: 'author',
    publisher: 'publisher',
    published: 'date published',
    isbn: 'ISBN',
    pages: 'pages',
    size: 'size',
    price: 'price in pounds',
    available: 'on sale',
    cover: 'cover',
    coverAlt: 'cover description',
    description: 'description',
  },
  'id',
);

export const sponsorLogoWords = listWords('sponsor logo', 'sponsor logos', 'name', {
  name: 'sponsor name',
  logo: 'picture',
  link: 'link',
});

export const sponsorNameWords = listWords('sponsor', 'sponsor names', 'name', { name: 'name', link: 'link' });

export const linkWords = listWords('link', 'links', 'label', {
  label: 'words',
  url: 'address',
  description: 'description',
});

/** A locomotive's or another vehicle's fields. */
export const trainFields = {
  name: 'name',
  text: 'story',
  picture: 'picture',
  pictureAlt: 'picture description',
  colour: 'colour behind the picture',
  specs: 'specification',
  gallery: 'gallery',
} as const;

export const locomotiveWords = listWords('locomotive', 'locomotives', 'name', trainFields, 'id');
export const rollingStockWords = listWords('vehicle', 'rolling stock', 'name', trainFields, 'id');

export const homeCardWords = listWords('card', 'home page cards', 'title', {
  title: 'title',
  text: 'words',
  link: 'leads to',
  picture: 'picture',
  specialDays: 'list the coming special running days',
});

export const interestItemWords = listWords('item', 'items of interest', 'title', {
  title: 'title',
  text: 'words',
  picture: 'picture',
  pictureAlt: 'picture description',
});

export const membershipWords = listWords('membership', 'memberships', 'name', {
  name: 'name',
  price: 'price in pounds',
});

export const openingHoursWords = listWords('opening hours', 'opening hours', 'text', {
  days: 'days',
  opens: 'opens',
  closes: 'closes',
  text: 'in words',
});

/** The home page's banner, beside its cards. */
export const homeBannerLabels = {
  'banner.picture': 'Banner picture',
  'banner.alt': 'Banner picture description',
} as const;
