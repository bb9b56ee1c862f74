import { call } from './route-declaration.ts';

/** The admin dashboard: what still needs an admin's hand (dashboard.ts). */
export const dashboardRoutes = {
  adminDashboard: call({
    method: 'GET',
    path: '/api/admin/dashboard',
    access: 'admin',
    summary: 'What still shows demo content or is not set, each with where to fix it, and the counts an admin acts on',
  }),
} as const;
