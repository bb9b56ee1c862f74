// Every page's words and the site's settings: many screens read them, so they live outside any one feature.
import { type QueryKey, queryOptions, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { siteContentRoutes } from '@lmr/shared/site-content-routes';
import type { SitePageName } from '@lmr/shared/site-content';
import { ApiError, callApi } from './api-client.ts';

const noneOn404 = (err: unknown) => {
  if (err instanceof ApiError && err.status === 404) return null;
  throw err;
};

/** A page's published words, drawn from its Markdown by the server; null when there is no such page. */
export const sitePageQuery = (name: SitePageName) =>
  queryOptions({
    queryKey: ['site-page', name] as const,
    queryFn: () => callApi(siteContentRoutes.sitePage, { params: { name } }).catch(noneOn404),
  });

/** The railway's details an admin keeps in the Site area: prices, hours, bank details and so on. */
export const siteSettingsQuery = queryOptions({
  queryKey: ['site-settings'] as const,
  queryFn: () => callApi(siteContentRoutes.siteSettings),
});

/**
 * At `?preview` an admin sees the unpublished draft in place of what is live, at the page's own address.
 * Visitors asking for a preview get the published page: the draft calls need an admin's session.
 */
function useDraft<T>(key: readonly unknown[], load: () => Promise<T>): T | undefined {
  const [search] = useSearchParams();
  const preview = search.has('preview');
  const draft = useQuery({
    queryKey: ['site-draft', ...key],
    queryFn: load,
    enabled: preview,
    retry: false,
    staleTime: 0,
  });
  return preview ? draft.data : undefined;
}

/** A page's words, or its draft at `?preview` for an admin. */
export function useSitePage(name: SitePageName) {
  const published = useQuery(sitePageQuery(name));
  const draft = useDraft(['page', name], () => callApi(siteContentRoutes.sitePageDraft, { params: { name } }));
  return { page: draft ?? published.data, isDraft: draft !== undefined, isError: published.isError };
}

/** The railway's details (Site settings) as the pages that show them read them, or their draft at `?preview`. */
export const useSiteSettings = () => useSiteList(siteSettingsQuery, 'settings');

/** A list a public page shows (the books, the trains…), or its draft at `?preview` for an admin. */
export function useSiteList<T, K extends QueryKey>(query: UseQueryOptions<T, Error, T, K>, key: string) {
  const published = useQuery(query);
  const draft = useDraft(['item', key], async () => {
    const item = await callApi(siteContentRoutes.siteItem, { params: { key } });
    return (item.draft ?? item.published) as T;
  });
  return { data: draft ?? published.data, isDraft: draft !== undefined };
}
