import { accountRoutes } from '@lmr/shared/account-routes';
import { dashboardRoutes } from '@lmr/shared/dashboard-routes';
import { volunteerFileRoutes } from '@lmr/shared/volunteer-file-routes';
import { callApi } from '../../lib/api-client.ts';

/** Who is logged in: name, e-mail and role. */
export const profileQuery = {
  queryKey: ['profile'] as const,
  queryFn: () => callApi(accountRoutes.profile),
};

/** The files and forms volunteers download. */
export const volunteerFilesQuery = {
  queryKey: ['volunteer-files'] as const,
  queryFn: () => callApi(volunteerFileRoutes.files),
};

/** What still needs an admin's hand, and the counts an admin acts on. */
export const adminDashboardQuery = {
  queryKey: ['admin-dashboard'] as const,
  queryFn: () => callApi(dashboardRoutes.adminDashboard),
};
