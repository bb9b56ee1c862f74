import { queryOptions } from '@tanstack/react-query';
import { siteContentRoutes } from '@lmr/shared/site-content-routes';
import type { SiteContentItem } from '@lmr/shared/site-content';
import { callApi } from '../../lib/api-client.ts';

const ifMatch = (version: number) => ({ 'if-match': `"${version}"` });

/** The answer carries the documents as stored; the editor of each kind knows their shape. */
const asItem = <T>(answer: Promise<SiteContentItem>) => answer as Promise<SiteContentItem<T>>;

export const itemQuery = <T>(key: string) =>
  queryOptions({
    queryKey: ['site-item', key] as const,
    queryFn: () => asItem<T>(callApi(siteContentRoutes.siteItem, { params: { key } })),
    // Fresh when an editor opens, then only on its own saves or a Reload: a refetch while an admin
    // types would swap their words for the server's, which is what the version check exists to prevent.
    staleTime: Infinity,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });

export const revisionsQuery = (key: string) =>
  queryOptions({
    queryKey: ['site-item', key, 'revisions'] as const,
    queryFn: () => callApi(siteContentRoutes.siteRevisions, { params: { key } }),
  });

/** Saves the draft only if nobody saved since `version`; a 409 ApiError says who did. */
export const saveDraft = <T>(key: string, version: number, data: T) =>
  asItem<T>(callApi(siteContentRoutes.saveSiteDraft, { params: { key }, body: { data }, headers: ifMatch(version) }));

export const publishItem = <T>(key: string, version: number) =>
  asItem<T>(callApi(siteContentRoutes.publishSiteItem, { params: { key }, headers: ifMatch(version) }));

export const restoreRevision = <T>(key: string, id: number, version: number) =>
  asItem<T>(
    callApi(siteContentRoutes.restoreSiteRevision, {
      params: { key, id: String(id) },
      headers: ifMatch(version),
    }),
  );

/** What changed from revision `id` to revision `against`, or to what is live when `against` is omitted. */
export const revisionDiff = (key: string, id: number, against?: number) =>
  callApi(siteContentRoutes.siteRevisionDiff, {
    params: { key, id: String(id) },
    query: { against },
  });

export const previewMarkdown = (markdown: string, signal?: AbortSignal) =>
  callApi(siteContentRoutes.previewMarkdown, { body: { markdown }, signal });

/** Uploads a picture for a document; answers the address to keep in it. */
export async function uploadSiteImage(file: File, onUploadProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('image', file);
  return (await callApi(siteContentRoutes.uploadSiteImage, { form, onUploadProgress })).address;
}
