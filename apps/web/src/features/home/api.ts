import { queryOptions } from '@tanstack/react-query';
import { siteListRoutes } from '@lmr/shared/site-list-routes';
import { callApi } from '../../lib/api-client.ts';

/** The home page's banner picture and its cards, as an admin keeps them in the Site area. */
export const siteHomeQuery = queryOptions({
  queryKey: ['site-list', 'home'] as const,
  queryFn: () => callApi(siteListRoutes.siteHome),
});
