import { apiRoutes } from '@lmr/shared/api-routes';
import { callApi } from '../../lib/api-client.ts';

/** Who is logged in: name, e-mail and role. */
export const profileQuery = {
  queryKey: ['profile'] as const,
  queryFn: () => callApi(apiRoutes.profile),
};

/** Where each role starts after logging in. */
export const landingFor = (role: string) => (role === 'admin' ? '/admin' : '/volunteer/profile');
