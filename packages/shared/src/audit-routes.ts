import { call } from './route-declaration.ts';

/** The audit log of admin actions (audit.ts). */
export const auditRoutes = {
  auditLog: call({
    method: 'GET',
    path: '/api/admin/audit',
    access: 'admin',
    summary: 'The audit log of admin actions, newest first (filters q, from, to; page with before)',
  }),
} as const;
