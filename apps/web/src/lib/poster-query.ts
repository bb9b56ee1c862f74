import { queryOptions } from '@tanstack/react-query';
import { posterRoutes } from '@lmr/shared/poster-routes';
import { noPoster } from '@lmr/shared/media';
import { ApiError, callApi } from './api-client.ts';

/** The current poster and its words, or `noPoster` when none was uploaded yet: Home shows it, and so does the poster screen. */
export const posterQuery = queryOptions({
  queryKey: ['poster'] as const,
  queryFn: () =>
    callApi(posterRoutes.poster).catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 404) return noPoster;
      throw err;
    }),
});
