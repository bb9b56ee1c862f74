import type { QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { type SiteRouteName, siteRoutes } from '@lmr/shared/site-routes';
import { siteBooksQuery } from '../features/books/api.ts';
import { eventPageQuery, eventsQuery } from '../features/history/api.ts';
import { posterQuery } from '../lib/poster-query.ts';
import { sitePageQuery, siteSettingsQuery } from '../lib/site-pages.ts';
import { siteHomeQuery } from '../features/home/api.ts';
import { timetableQuery, timetableSummaryQuery } from '../components/timetable/api.ts';
import { siteItemsOfInterestQuery, siteLinksQuery, siteSponsorsQuery } from '../features/pages/api.ts';
import { siteTrainsQuery } from '../features/trains/api.ts';
import { bookingDaysQuery } from '../lib/booking-days.ts';
import { appealQuery } from '../features/donations/api.ts';

type Params = Record<string, string | undefined>;

/**
 * The server data each screen shows, as the same TanStack queries the screen itself runs. The server
 * loads them (apps/server/src/domains/pages/page-loaders.ts, by the key's first part) before rendering,
 * so the words are in the first HTML and the browser starts from them without asking again.
 * A screen's data is one line here; see docs/decisions/060-pages-rendered-per-request.md.
 */
const routeData: Partial<Record<SiteRouteName, (params: Params) => { queryKey: QueryKey }[]>> = {
  home: () => [posterQuery, sitePageQuery('home'), siteSettingsQuery, siteHomeQuery],
  trains: () => [sitePageQuery('rolling-stock'), siteTrainsQuery],
  history: () => [sitePageQuery('history-intro'), eventsQuery],
  historyEvent: ({ slug }) => [eventPageQuery(slug ?? '')],
  about: () => [sitePageQuery('about')],
  trust: () => [sitePageQuery('trust'), siteSettingsQuery],
  donate: () => [sitePageQuery('donate'), siteSettingsQuery, appealQuery],
  sponsors: () => [sitePageQuery('sponsors'), siteSponsorsQuery],
  books: () => [sitePageQuery('books'), siteBooksQuery],
  otherLinks: () => [sitePageQuery('other-links'), siteLinksQuery],
  rideOnRailway: () => [sitePageQuery('ride-on-railway')],
  stationAndGiftShop: () => [sitePageQuery('station-and-gift-shop')],
  laxeyVillage: () => [sitePageQuery('laxey-village')],
  snaefellWheel: () => [sitePageQuery('snaefell-wheel')],
  itemsOfInterest: () => [sitePageQuery('items-of-interest'), siteItemsOfInterestQuery],
  ghostTrains: () => [sitePageQuery('ghost-trains'), timetableQuery, bookingDaysQuery],
  privacyPolicy: () => [sitePageQuery('privacy-policy')],
  timetable: () => [sitePageQuery('timetable'), timetableQuery, siteSettingsQuery, bookingDaysQuery],
  book: () => [bookingDaysQuery],
  location: () => [sitePageQuery('location'), siteSettingsQuery],
  contact: () => [sitePageQuery('contact'), siteSettingsQuery],
  unauthorized: () => [sitePageQuery('access-denied')],
};

/** What an address that is no screen shows: the not-found page's words. */
const unknownPath = [sitePageQuery('not-found').queryKey];

/** What every page shows, whatever its screen: the banner of a change on the day. */
const everyPage = [timetableSummaryQuery.queryKey];

/** Whether a screen's HTML depends on data (and, with parameters, on its address). */
export const hasRouteData = (name: string) => name in routeData;

/** The queries a path's page needs: every page's, and its screen's (the not-found page's at an unknown address). */
export function queriesFor(pathname: string): QueryKey[] {
  for (const route of siteRoutes) {
    const match = matchPath(route.path, pathname);
    const queries = match && routeData[route.name];
    if (match) return [...everyPage, ...(queries ? queries(match.params).map((q) => q.queryKey) : [])];
  }
  // Visitors get Access Denied at any /admin address, screen or not, so that only an admin learns which exist.
  return pathname.startsWith('/admin') ? everyPage : [...everyPage, ...unknownPath];
}
