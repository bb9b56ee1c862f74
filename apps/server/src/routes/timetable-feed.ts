import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { railwayToday } from '@lmr/shared/timetable';
import { versionOfTheDay } from '../domains/content/content-version.ts';
import { railwayPlace, timetableCalendar } from '../domains/running-days/timetable-service.ts';
import { notFound } from '../http-error.ts';
import { type Precompressed, precompress, sendPrecompressed } from '../http/precompressed.ts';
import { publicCache } from '../http/public-cache.ts';

const calendarType = 'text/calendar; charset=utf-8';

/** HTTP dates have whole seconds: a client's If-Modified-Since is compared at that precision. */
function notModifiedSince(request: FastifyRequest, lastModified: Date) {
  const since = request.headers['if-modified-since'];
  if (!since || request.headers['if-none-match']) return false;
  const at = Date.parse(since);
  return !Number.isNaN(at) && Math.floor(lastModified.getTime() / 1000) * 1000 <= at;
}

function sendCalendar(request: FastifyRequest, reply: FastifyReply, body: Precompressed, lastModified: Date) {
  reply.header('last-modified', lastModified.toUTCString());
  if (notModifiedSince(request, lastModified)) {
    return reply.status(304).header('etag', body.etag).header('cache-control', 'no-cache').send();
  }
  return sendPrecompressed(request, reply, body, { type: calendarType });
}

/** /timetable.ics, the season's calendar feed that calendar apps subscribe to, and one day's file to add by hand. */
export default async function timetableFeedRoutes(app: FastifyInstance) {
  const { db } = app.database;
  // The Site settings are read once per content version, not on every request for a day's file.
  const places = publicCache(app.contentVersion, () => railwayPlace(db, app.config.publicUrl));
  const place = async () => (await places.entry()).value;
  // Kept by the railway's date as well: the timetable's horizon moves at its midnight.
  const feed = publicCache(
    versionOfTheDay(app.contentVersion, railwayToday),
    async () => (await timetableCalendar(db, await place()))!,
    (calendar) => calendar.text,
  );

  app.get('/timetable.ics', { schema: { hide: true } }, async (request, reply) => {
    const { value, body } = await feed.entry();
    return sendCalendar(request, reply, body, value.lastModified);
  });

  app.get<{ Params: { file: string } }>('/timetable/:file', { schema: { hide: true } }, async (request, reply) => {
    const date = /^(\d{4}-\d{2}-\d{2})\.ics$/.exec(request.params.file)?.[1];
    const calendar = date ? await timetableCalendar(db, await place(), date) : undefined;
    if (!calendar) throw notFound('The railway does not run on that date.');
    reply.header('content-disposition', `attachment; filename="laxey-mines-railway-${date}.ics"`);
    return sendCalendar(request, reply, precompress(calendar.text), calendar.lastModified);
  });
}
