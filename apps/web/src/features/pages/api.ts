import { queryOptions } from '@tanstack/react-query';
import { siteContentRoutes } from '@lmr/shared/site-content-routes';
import { siteListRoutes } from '@lmr/shared/site-list-routes';
import { callApi } from '../../lib/api-client.ts';

/** The sponsors thanked on the Sponsors page, in the order an admin put them. */
export const siteSponsorsQuery = queryOptions({
  queryKey: ['site-sponsors'] as const,
  queryFn: () => callApi(siteContentRoutes.siteSponsors),
});

/** The links on the Other Links page, in the order an admin put them. */
export const siteLinksQuery = queryOptions({
  queryKey: ['site-list', 'links'] as const,
  queryFn: () => callApi(siteListRoutes.siteLinks),
});

/** The things to look out for on the Items of Interest page, in the order an admin put them. */
export const siteItemsOfInterestQuery = queryOptions({
  queryKey: ['site-list', 'items-of-interest'] as const,
  queryFn: () => callApi(siteListRoutes.siteItemsOfInterest),
});
