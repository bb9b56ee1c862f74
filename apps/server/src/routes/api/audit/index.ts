import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { auditQuery } from '@lmr/shared/schemas';
import { listAudit } from '../../../domains/audit/audit-repository.ts';
import { badRequest } from '../../../http-error.ts';
import { defineRoute } from '../../define-route.ts';

/** Reading only: no call of the site changes or removes an audit entry. */
export default async function auditRoutes(app: FastifyInstance) {
  defineRoute(app, api.auditLog, async (request) => {
    const parsed = auditQuery.safeParse(request.query);
    if (!parsed.success) {
      const fields = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
      throw badRequest('Please check the filters.', fields);
    }
    return listAudit(app.database.db, parsed.data);
  });
}
