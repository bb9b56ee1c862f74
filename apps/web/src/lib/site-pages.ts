// Every page's words and the site's settings: many screens read them, so they live outside any one feature.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { apiRoutes } from '@lmr/shared/api-routes';
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
    queryFn: () => callApi(apiRoutes.sitePage, { params: { name } }).catch(noneOn404),
  });

/** The railway's details an admin keeps in the Site area: prices, hours, bank details and so on. */
export const siteSettingsQuery = queryOptions({
  queryKey: ['site-settings'] as const,
  queryFn: () => callApi(apiRoutes.siteSettings),
});

/**
 * A page's words; at `?preview` an admin sees the unpublished draft instead, at the page's own address.
 * Visitors asking for a preview get the published page: the draft call needs an admin's session.
 */
export function useSitePage(name: SitePageName) {
  const [search] = useSearchParams();
  const preview = search.has('preview');
  const published = useQuery(sitePageQuery(name));
  const draft = useQuery({
    queryKey: ['site-page-draft', name],
    queryFn: () => callApi(apiRoutes.sitePageDraft, { params: { name } }),
    enabled: preview,
    retry: false,
    staleTime: 0,
  });
  const isDraft = preview && draft.data !== undefined;
  return { page: isDraft ? draft.data : published.data, isDraft, isError: published.isError };
}
