import { queryOptions } from '@tanstack/react-query';
import { supporterRoutes } from '@lmr/shared/supporter-routes';
import type { RequestOf } from '@lmr/shared/api-contract';
import { callApi } from '../../lib/api-client.ts';

/** The supporter record's calls (supporter-routes.ts). */

export const supporterSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['supporter-search', q] as const,
    queryFn: () => callApi(supporterRoutes.searchSupporters, { body: { q } }),
    enabled: q.length >= 2,
  });

export const adminSupporterQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin-supporter', id] as const,
    queryFn: () => callApi(supporterRoutes.adminSupporter, { params: { id } }),
  });

export const updateSupporter = (id: string, body: RequestOf<'updateSupporter'>) =>
  callApi(supporterRoutes.updateSupporter, { params: { id }, body });
export const mergeSupporters = (id: string, body: RequestOf<'mergeSupporters'>) =>
  callApi(supporterRoutes.mergeSupporters, { params: { id }, body });
export const exportSupporter = (id: string) => callApi(supporterRoutes.exportSupporter, { params: { id } });
export const eraseSupporter = (id: string, confirm: string) =>
  callApi(supporterRoutes.eraseSupporter, { params: { id }, body: { confirm } });
export const recordSupporterConsent = (id: string, body: RequestOf<'recordSupporterConsent'>) =>
  callApi(supporterRoutes.recordSupporterConsent, { params: { id }, body });

export const requestSupporterLink = (email: string) =>
  callApi(supporterRoutes.requestSupporterLink, { body: { email } });

export const ownSupporterQuery = (token: string) =>
  queryOptions({
    queryKey: ['own-supporter', token] as const,
    queryFn: () => callApi(supporterRoutes.ownSupporter, { body: { token } }),
    retry: false,
  });
export const updateOwnSupporter = (body: RequestOf<'updateOwnSupporter'>) =>
  callApi(supporterRoutes.updateOwnSupporter, { body });
export const exportOwnSupporter = (token: string) => callApi(supporterRoutes.exportOwnSupporter, { body: { token } });

/** Hands the browser a JSON file to save: a person's data, as the export calls answer it. */
export function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}
