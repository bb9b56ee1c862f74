import { queryOptions } from '@tanstack/react-query';
import { apiRoutes } from '@lmr/shared/api-routes';
import { ApiError, callApi } from './api-client.ts';

/** The current poster's address, or '' when none was uploaded yet: Home shows it, and so does the poster screen. */
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
