import { queryOptions } from '@tanstack/react-query';
import { apiRoutes } from '@lmr/shared/api-routes';
import type { DiffLine, SiteContentItem, SiteRevision } from '@lmr/shared/site-content';
import { callApi } from '../../lib/api-client.ts';

const ifMatch = (version: number) => ({ 'if-match': `"${version}"` });

export const itemQuery = <T>(key: string) =>
  queryOptions({
    queryKey: ['site-item', key] as const,
    queryFn: () => callApi<SiteContentItem<T>>(apiRoutes.siteItem, { params: { key } }),
    // Fresh when an editor opens, then only on its own saves or a Reload: a refetch while an admin
    // types would swap their words for the server's, which is what the version check exists to prevent.
    staleTime: Infinity,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });

export const revisionsQuery = (key: string) =>
  queryOptions({
    queryKey: ['site-item', key, 'revisions'] as const,
    queryFn: () => callApi<SiteRevision[]>(apiRoutes.siteRevisions, { params: { key } }),
  });

/** Saves the draft only if nobody saved since `version`; a 409 ApiError says who did. */
export const saveDraft = <T>(key: string, version: number, data: T) =>
  callApi<SiteContentItem<T>>(apiRoutes.saveSiteDraft, { params: { key }, body: { data }, headers: ifMatch(version) });

export const publishItem = <T>(key: string, version: number) =>
  callApi<SiteContentItem<T>>(apiRoutes.publishSiteItem, { params: { key }, headers: ifMatch(version) });

export const restoreRevision = <T>(key: string, id: number, version: number) =>
  callApi<SiteContentItem<T>>(apiRoutes.restoreSiteRevision, {
    params: { key, id: String(id) },
    headers: ifMatch(version),
  });

/** What changed from revision `id` to revision `against`, or to what is live when `against` is omitted. */
export const revisionDiff = (key: string, id: number, against?: number) =>
  callApi<DiffLine[]>(
    {
      ...apiRoutes.siteRevisionDiff,
      path: `${apiRoutes.siteRevisionDiff.path}${against ? `?against=${against}` : ''}`,
    },
    { params: { key, id: String(id) } },
  );

export const previewMarkdown = (markdown: string, signal?: AbortSignal) =>
  callApi<{ html: string }>(apiRoutes.previewMarkdown, { body: { markdown }, signal });
