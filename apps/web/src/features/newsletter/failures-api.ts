import { newsletterFailureRoutes } from '@lmr/shared/newsletter-failure-routes';
import { callApi } from '../../lib/api-client.ts';

export const failuresQuery = {
  queryKey: ['newsletter-failures'] as const,
  queryFn: () => callApi(newsletterFailureRoutes.newsletterFailures),
};
export const retryDelivery = (id: string) =>
  callApi(newsletterFailureRoutes.retryNewsletterDelivery, { params: { id } });

/** Where one newsletter's undelivered addresses are listed: the send screen's "where to see them" leads there. */
export const failuresPath = (newsletterId: string) => `/admin/newsletter/undelivered#${failuresAnchor(newsletterId)}`;
export function failuresAnchor(newsletterId: string) {
  return `failed-${newsletterId}`;
}
