import type { RequestOf } from '@lmr/shared/api-contract';
import { apiRoutes } from '@lmr/shared/api-routes';
import { callApi } from '../../lib/api-client.ts';

export { bookingDaysQuery } from '../../lib/booking-days.ts';

/** Seats left change with every sale: the day's trains are read again this often while the page is open. */
const LIVE_MS = 15_000;

export const bookingDayQuery = (date: string) => ({
  queryKey: ['booking-day', date] as const,
  queryFn: () => callApi(apiRoutes.bookingDay, { params: { date } }),
  refetchInterval: LIVE_MS,
});
export const adminBookingQuery = {
  queryKey: ['admin-booking'] as const,
  queryFn: () => callApi(apiRoutes.adminBooking),
};

export const holdSeats = (body: RequestOf<'holdSeats'>) => callApi(apiRoutes.holdSeats, { body });
type Buyer = Omit<RequestOf<'reserveOrder'>, 'reference'>;
export const reserveOrder = (reference: string, buyer: Buyer) =>
  callApi(apiRoutes.reserveOrder, { body: { reference, ...buyer } });

export const payOrderOnline = (reference: string, buyer: Buyer) =>
  callApi(apiRoutes.payOrderOnline, { body: { reference, ...buyer } });
/** Asks the server, which asks the payment provider, whether a checkout was paid: never retried on its own. */
export const paymentCheckQuery = (sessionId: string) => ({
  queryKey: ['payment-check', sessionId] as const,
  queryFn: () => callApi(apiRoutes.checkPayment, { body: { sessionId } }),
  retry: false,
});
export const manageBooking = (reference: string) => callApi(apiRoutes.manageBooking, { body: { reference } });
export const cancelBooking = (reference: string) => callApi(apiRoutes.cancelBooking, { body: { reference } });
export const moveBooking = (body: RequestOf<'moveBooking'>) => callApi(apiRoutes.moveBooking, { body });
export const refundCancelledTrain = (reference: string) =>
  callApi(apiRoutes.refundCancelledTrain, { body: { reference } });
export const donateCancelledFare = (reference: string) =>
  callApi(apiRoutes.donateCancelledFare, { body: { reference } });
export const moveFromCancelledTrain = (body: RequestOf<'moveFromCancelledTrain'>) =>
  callApi(apiRoutes.moveFromCancelledTrain, { body });

export const setCarriage = (id: string, body: RequestOf<'setCarriage'>) =>
  callApi(apiRoutes.setCarriage, { params: { id }, body });
export const makeDayBookable = (body: RequestOf<'makeDayBookable'>) => callApi(apiRoutes.makeDayBookable, { body });
export const changeDeparture = (id: string, body: RequestOf<'changeDeparture'>) =>
  callApi(apiRoutes.changeDeparture, { params: { id }, body });
export const removeDeparture = (id: string) => callApi(apiRoutes.removeDeparture, { params: { id } });
