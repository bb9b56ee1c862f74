import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { adminDashboard } from '../../../domains/dashboard/admin-dashboard.ts';
import { defineRoute } from '../../define-route.ts';

export default async function dashboardRoutes(app: FastifyInstance) {
  defineRoute(app, api.adminDashboard, async () => adminDashboard(app.database.db));
}
