import type { FastifyInstance } from 'fastify';
import { dutiesCalendar } from '../domains/rostering/roster-feed.ts';
import { railwayPlace } from '../domains/running-days/timetable-service.ts';
import { notFound } from '../http-error.ts';
import { publicCache } from '../http/public-cache.ts';
import { rateLimitAddress } from '../domains/abuse/client-address.ts';
import { enforceRateLimit } from '../domains/abuse/rate-limit.ts';

const FEED_MISSES = { limit: 30, windowMs: 15 * 60 * 1000 };

/**
 * A volunteer's duties calendar at its secret address (/roster/<token>.ics), for calendar apps. A valid
 * address is always served: only misses are counted, per client address, so a calendar service that
 * fetches many volunteers' feeds keeps the live ones however many dead ones it asks for (decision 083).
 */
export default async function rosterFeedRoutes(app: FastifyInstance) {
  // The Site settings are read once per content version, not on every calendar app's fetch.
  const place = publicCache(app.contentVersion, () => railwayPlace(app.database.db, app.config.publicUrl));
  app.get<{ Params: { file: string } }>('/roster/:file', { schema: { hide: true } }, async (request, reply) => {
    const token = /^([\w-]{43})\.ics$/.exec(request.params.file)?.[1];
    const text = token ? await dutiesCalendar(app.database.db, token, (await place.entry()).value) : undefined;
    if (!text) {
      // Someone trying addresses: refused for a while after a few misses.
      await enforceRateLimit(app.database, reply, `roster-feed:${rateLimitAddress(request.ip)}`, FEED_MISSES);
      throw notFound('There is no calendar at this address. It may have been renewed or revoked.');
    }
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .send(text);
  });
}
