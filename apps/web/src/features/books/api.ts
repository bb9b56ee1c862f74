import { queryOptions } from '@tanstack/react-query';
import { siteContentRoutes } from '@lmr/shared/site-content-routes';
import { callApi } from '../../lib/api-client.ts';

/** The books on sale, in the order an admin put them in the Site area. */
export const siteBooksQuery = queryOptions({
  queryKey: ['site-books'] as const,
  queryFn: () => callApi(siteContentRoutes.siteBooks),
});
