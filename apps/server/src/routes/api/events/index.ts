import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { defineRoute, notImplemented } from '../../define-route.ts';

export default async function eventRoutes(app: FastifyInstance) {
  defineRoute(app, api.getAllEvents, notImplemented);
  defineRoute(app, api.getEvent, notImplemented);
  defineRoute(app, api.addEvent, notImplemented);
  defineRoute(app, api.editEvent, notImplemented);
  defineRoute(app, api.deleteEvent, notImplemented);
}
