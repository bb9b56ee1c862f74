import { call } from './route-declaration.ts';

/** The published lists of links, trains, the home page and items of interest (site-lists.ts), for visitors. */
export const siteListRoutes = {
  siteLinks: call({
    method: 'GET',
    path: '/api/site/links',
    access: 'public',
    summary: 'The other links, as published',
  }),
  siteTrains: call({
    method: 'GET',
    path: '/api/site/trains',
    access: 'public',
    summary: 'The locomotives and rolling stock, as published',
  }),
  siteHome: call({
    method: 'GET',
    path: '/api/site/home',
    access: 'public',
    summary: 'The home page’s banner and cards, as published',
  }),
  siteItemsOfInterest: call({
    method: 'GET',
    path: '/api/site/items-of-interest',
    access: 'public',
    summary: 'The items of interest, as published',
  }),
} as const;
