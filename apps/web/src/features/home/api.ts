import { queryOptions } from '@tanstack/react-query';
import { apiRoutes } from '@lmr/shared/api-routes';
import { ApiError, callApi } from '../../lib/api-client.ts';

/** The current poster's address, or '' when none was uploaded yet. */
export const posterQuery = queryOptions({
  queryKey: ['poster-location'] as const,
  queryFn: () =>
    callApi(apiRoutes.posterLocation).then(
      (address) => (typeof address === 'string' ? address.trim() : ''),
      (err: unknown) => {
        if (err instanceof ApiError && err.status === 404) return '';
        throw err;
      },
    ),
});

/** The home page's banner picture and its cards, as an admin keeps them in the Site area. */
export const siteHomeQuery = queryOptions({
  queryKey: ['site-list', 'home'] as const,
  queryFn: () => callApi(apiRoutes.siteHome),
});
