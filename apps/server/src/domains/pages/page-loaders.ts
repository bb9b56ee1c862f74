import { noPoster } from '@lmr/shared/media';
import { railwayToday } from '@lmr/shared/timetable';
import type { Db } from '../../db/database.ts';
import { bookingDays } from '../booking/booking-sales.ts';
import { appeal } from '../donations/giving.ts';
import { findEventBySlug, listEvents } from '../events/events-repository.ts';
import { shownPoster } from '../media/poster-repository.ts';
import { publicTimetable, timetableSummary } from '../running-days/timetable-service.ts';
import {
  publishedBooks,
  publishedDocument,
  publishedPage,
  publishedSettings,
  publishedSponsors,
} from '../content/site-content-service.ts';

type Loader = (db: Db, ...keyParts: string[]) => Promise<unknown>;

/**
 * What the server answers a screen's query with while rendering it, by the query key's first part
 * (the web app's features/<name>/api.ts): the repository functions the API calls use, in the shape the
 * API sends. `null` means "there is none", and makes the page a 404. One line per query.
 */
const loaders: Record<string, Loader> = {
  'history-events': (db) => listEvents(db),
  'history-event-page': async (db, slug) => (await findEventBySlug(db, slug!)) ?? null,
  poster: async (db) => (await shownPoster(db)) ?? noPoster,
  timetable: (db) => publicTimetable(db),
  'timetable-summary': (db) => timetableSummary(db),
  'booking-days': (db) => bookingDays(db, railwayToday()),
  'site-page': (db, name) => publishedPage(db, name!),
  'site-settings': async (db) => (await publishedSettings(db)) ?? {},
  'site-books': async (db) => (await publishedBooks(db)) ?? { books: [] },
  'site-sponsors': async (db) => (await publishedSponsors(db)) ?? { logos: [], names: [] },
  // Links, trains, the home page and items of interest: ['site-list', key]; none yet is an empty list.
  'site-list': async (db, key) => (await publishedDocument(db, key!)) ?? {},
  'donation-appeal': (db) => appeal(db),
};

export function loadQuery(db: Db, key: readonly unknown[]): Promise<unknown> {
  const [name, ...parts] = key.map(String);
  const loader = loaders[name!];
  if (!loader) throw new Error(`No server loader for the query ${JSON.stringify(key)} (domains/pages/page-loaders.ts)`);
  // JSON's round trip gives the page exactly what the API would send (dates as strings, no undefined).
  return loader(db, ...parts).then((data) => (data === undefined ? data : JSON.parse(JSON.stringify(data))));
}
