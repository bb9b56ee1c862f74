import type { RequestOf } from '@lmr/shared/api-contract';
import { cancelledDayRoutes } from '@lmr/shared/booking-cancelled-day-routes';
import { bookingRoutes } from '@lmr/shared/booking-routes';
import { paymentRoutes } from '@lmr/shared/payment-routes';
import { callApi } from '../../lib/api-client.ts';

export { bookingDaysQuery } from '../../lib/booking-days.ts';

/** Seats left change with every sale: the day's trains are read again this often while the page is open. */
const LIVE_MS = 15_000;

export const bookingDayQuery = (date: string) => ({
  queryKey: ['booking-day', date] as const,
  queryFn: () => callApi(bookingRoutes.bookingDay, { params: { date } }),
  refetchInterval: LIVE_MS,
});
export const adminBookingQuery = {
  queryKey: ['admin-booking'] as const,
  queryFn: () => callApi(bookingRoutes.adminBooking),
};

export const holdSeats = (body: RequestOf<'holdSeats'>) => callApi(bookingRoutes.holdSeats, { body });
type Buyer = Omit<RequestOf<'reserveOrder'>, 'reference'>;
export const reserveOrder = (reference: string, buyer: Buyer) =>
  callApi(bookingRoutes.reserveOrder, { body: { reference, ...buyer } });

export const payOrderOnline = (reference: string, buyer: Omit<RequestOf<'payOrderOnline'>, 'reference'>) =>
  callApi(bookingRoutes.payOrderOnline, { body: { reference, ...buyer } });
/** Asks the server, which asks the payment provider, whether a checkout was paid: never retried on its own. */
export const paymentCheckQuery = (sessionId: string) => ({
  queryKey: ['payment-check', sessionId] as const,
  queryFn: () => callApi(paymentRoutes.checkPayment, { body: { sessionId } }),
  retry: false,
});
export const manageBooking = (reference: string) => callApi(bookingRoutes.manageBooking, { body: { reference } });
export const cancelBooking = (reference: string) => callApi(bookingRoutes.cancelBooking, { body: { reference } });
export const moveBooking = (body: RequestOf<'moveBooking'>) => callApi(bookingRoutes.moveBooking, { body });
export const refundCancelledTrain = (reference: string) =>
  callApi(cancelledDayRoutes.refundCancelledTrain, { body: { reference } });
export const donateCancelledFare = (reference: string) =>
  callApi(cancelledDayRoutes.donateCancelledFare, { body: { reference } });
export const moveFromCancelledTrain = (body: RequestOf<'moveFromCancelledTrain'>) =>
  callApi(cancelledDayRoutes.moveFromCancelledTrain, { body });

export const setCarriage = (id: string, body: RequestOf<'setCarriage'>) =>
  callApi(bookingRoutes.setCarriage, { params: { id }, body });
export const makeDayBookable = (body: RequestOf<'makeDayBookable'>) => callApi(bookingRoutes.makeDayBookable, { body });
export const changeDeparture = (id: string, body: RequestOf<'changeDeparture'>) =>
  callApi(bookingRoutes.changeDeparture, { params: { id }, body });
export const removeDeparture = (id: string) => callApi(bookingRoutes.removeDeparture, { params: { id } });
