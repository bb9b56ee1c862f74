import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { defineRoute, notImplemented } from '../../define-route.ts';

export default async function newsletterRoutes(app: FastifyInstance) {
  defineRoute(app, api.submitEmail, notImplemented);
  defineRoute(app, api.removeEmail, notImplemented);
  defineRoute(app, api.sendNewsletter, notImplemented);
}
