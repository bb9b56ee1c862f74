import type { RequestOf } from '@lmr/shared/api-contract';
import { apiRoutes } from '@lmr/shared/api-routes';
import { callApi } from '../../lib/api-client.ts';

/** A full train's waiting list (decision 138). */
export const joinWaitingList = (body: RequestOf<'joinWaitingList'>) => callApi(apiRoutes.joinWaitingList, { body });
export const leaveWaitingList = (reference: string) => callApi(apiRoutes.leaveWaitingList, { body: { reference } });
export const offeredOrderQuery = (reference: string) => ({
  queryKey: ['offered-order', reference] as const,
  queryFn: () => callApi(apiRoutes.bookingOrder, { params: { reference } }),
  retry: false,
});
export const adminWaitingListQuery = (departureId: string) => ({
  queryKey: ['admin-waiting-list', departureId] as const,
  queryFn: () => callApi(apiRoutes.adminWaitingList, { params: { id: departureId } }),
});
