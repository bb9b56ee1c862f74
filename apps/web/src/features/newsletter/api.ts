import type { RequestOf } from '@lmr/shared/api-contract';
import { newsletterRoutes } from '@lmr/shared/newsletter-routes';
import { callApi } from '../../lib/api-client.ts';

// The visitor's calls only: the footer's signup brings this module into every page's first download, so the
// admin's calls live in admin-api.ts.

export const subscribe = (body: RequestOf<'submitEmail'>) => callApi(newsletterRoutes.submitEmail, { body });
export const confirmSubscription = (token: string) =>
  callApi(newsletterRoutes.confirmSubscription, { body: { token } });
export const unsubscribe = (id: string) => callApi(newsletterRoutes.removeEmail, { params: { id } });
