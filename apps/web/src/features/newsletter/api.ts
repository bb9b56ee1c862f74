import type { RequestOf } from '@lmr/shared/api-contract';
import { apiRoutes as api } from '@lmr/shared/api-routes';
import { callApi } from '../../lib/api-client.ts';

// The visitor's calls only: the footer's signup brings this module into every page's first download, so the
// admin's calls live in admin-api.ts.

export const subscribe = (body: RequestOf<'submitEmail'>) => callApi(api.submitEmail, { body });
export const confirmSubscription = (token: string) => callApi(api.confirmSubscription, { body: { token } });
export const unsubscribe = (id: string) => callApi(api.removeEmail, { params: { id } });
