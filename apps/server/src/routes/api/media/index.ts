import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { defineRoute, notImplemented } from '../../define-route.ts';

export default async function mediaRoutes(app: FastifyInstance) {
  defineRoute(app, api.posterLocation, notImplemented);
  defineRoute(app, api.addPoster, notImplemented);
  defineRoute(app, api.uploadImage, notImplemented);
  defineRoute(app, api.addDocs, notImplemented);
  defineRoute(app, api.files, notImplemented);
}
