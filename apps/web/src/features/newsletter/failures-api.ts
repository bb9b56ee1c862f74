import { apiRoutes as api } from '@lmr/shared/api-routes';
import { callApi } from '../../lib/api-client.ts';

export const failuresQuery = {
  queryKey: ['newsletter-failures'] as const,
  queryFn: () => callApi(api.newsletterFailures),
};
export const retryDelivery = (id: string) => callApi(api.retryNewsletterDelivery, { params: { id } });

/** Where one newsletter's undelivered addresses are listed: the send screen's "where to see them" leads there. */
export const failuresPath = (newsletterId: string) => `/admin/newsletter/undelivered#${failuresAnchor(newsletterId)}`;
export function failuresAnchor(newsletterId: string) {
  return `failed-${newsletterId}`;
}
