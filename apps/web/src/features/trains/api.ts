import { queryOptions } from '@tanstack/react-query';
import { siteListRoutes } from '@lmr/shared/site-list-routes';
import { callApi } from '../../lib/api-client.ts';

/** The locomotives and rolling stock, in the order an admin put them in the Site area. */
export const siteTrainsQuery = queryOptions({
  queryKey: ['site-list', 'trains'] as const,
  queryFn: () => callApi(siteListRoutes.siteTrains),
});
