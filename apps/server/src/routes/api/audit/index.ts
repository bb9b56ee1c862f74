import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { listAudit } from '../../../domains/audit/audit-repository.ts';
import { defineRoute } from '../../define-route.ts';

/** Reading only: no call of the site changes or removes an audit entry. */
export default async function auditRoutes(app: FastifyInstance) {
  defineRoute(app, api.auditLog, async (request) => {
    return listAudit(app.database.db, request.query);
  });
}
