import { apiRoutes } from '@lmr/shared/api-routes';
import { callApi } from '../../lib/api-client.ts';

export const filesQuery = {
  queryKey: ['volunteer-files'] as const,
  queryFn: () => callApi(apiRoutes.files),
};
