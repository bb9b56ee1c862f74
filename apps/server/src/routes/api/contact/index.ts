import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { defineRoute, notImplemented } from '../../define-route.ts';

export default async function contactRoutes(app: FastifyInstance) {
  defineRoute(app, api.sendEmail, notImplemented);
}
