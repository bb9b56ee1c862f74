import type { RequestOf } from '@lmr/shared/api-contract';
import { bookingRoutes } from '@lmr/shared/booking-routes';
import { waitingListRoutes } from '@lmr/shared/booking-waiting-list-routes';
import { callApi } from '../../lib/api-client.ts';

/** A full train's waiting list (decision 138). */
export const joinWaitingList = (body: RequestOf<'joinWaitingList'>) =>
  callApi(waitingListRoutes.joinWaitingList, { body });
export const leaveWaitingList = (reference: string) =>
  callApi(waitingListRoutes.leaveWaitingList, { body: { reference } });
export const offeredOrderQuery = (reference: string) => ({
  queryKey: ['offered-order', reference] as const,
  queryFn: () => callApi(bookingRoutes.bookingOrder, { params: { reference } }),
  retry: false,
});
export const adminWaitingListQuery = (departureId: string) => ({
  queryKey: ['admin-waiting-list', departureId] as const,
  queryFn: () => callApi(waitingListRoutes.adminWaitingList, { params: { id: departureId } }),
});
