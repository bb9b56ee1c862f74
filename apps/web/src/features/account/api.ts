import { apiRoutes } from '@lmr/shared/api-routes';
import { callApi } from '../../lib/api-client.ts';

/** Who is logged in: name, e-mail and role. */
export const profileQuery = {
  queryKey: ['profile'] as const,
  queryFn: () => callApi(apiRoutes.profile),
};

/** The files and forms volunteers download. */
export const volunteerFilesQuery = {
  queryKey: ['volunteer-files'] as const,
  queryFn: () => callApi(apiRoutes.files),
};

/** What still needs an admin's hand, and the counts an admin acts on. */
export const adminDashboardQuery = {
  queryKey: ['admin-dashboard'] as const,
  queryFn: () => callApi(apiRoutes.adminDashboard),
};
