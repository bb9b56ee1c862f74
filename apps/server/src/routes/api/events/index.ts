import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { notFound } from '../../../http-error.ts';
import { sendWithEtag } from '../../../http/send-with-etag.ts';
import { sendPrecompressed } from '../../../http/precompressed.ts';
import { publicCache } from '../../../http/public-cache.ts';
import { defineRoute } from '../../define-route.ts';
import { addEvent, deleteEvent, editEvent } from '../../../domains/events/event-changes.ts';
import { findEvent, findEventBySlug, listEvents } from '../../../domains/events/events-repository.ts';

export default async function eventRoutes(app: FastifyInstance) {
  const { db } = app.database;

  const allEvents = publicCache(app.contentVersion, () => listEvents(db));
  defineRoute(app, api.getAllEvents, async (request, reply) =>
    sendPrecompressed(request, reply, await allEvents.get(), { type: 'application/json; charset=utf-8' }),
  );

  defineRoute(app, api.getEvent, async (request, reply) => {
    const event = await findEvent(db, request.params.title);
    if (!event) throw notFound('There is no event with that title.');
    return sendWithEtag(request, reply, event);
  });

  defineRoute(app, api.getEventPage, async (request, reply) => {
    const event = await findEventBySlug(db, request.params.slug);
    if (!event) throw notFound('There is no such event.');
    return sendWithEtag(request, reply, event);
  });

  defineRoute(app, api.addEvent, async (request, reply) => reply.status(201).send(await addEvent(app, request)));

  defineRoute(app, api.editEvent, async (request) => editEvent(app, request, request.params.title, request.body));

  defineRoute(app, api.deleteEvent, async (request, reply) => {
    await deleteEvent(app, request, request.params.title);
    return reply.status(204).send();
  });
}
