import { bookingAdminRoutes } from '@lmr/shared/booking-admin-routes';
import { paymentRoutes } from '@lmr/shared/payment-routes';
import { apiPath } from '@lmr/shared/route-declaration';
import { callApi } from '../../lib/api-client.ts';

/* The admins' calls on a train's orders and on a buyer's data (issue 28 points 8 and 9). */

export const manifestQuery = (id: string) => ({
  queryKey: ['booking-manifest', id] as const,
  queryFn: () => callApi(bookingAdminRoutes.departureManifest, { params: { id } }),
});
export const ordersCsvPath = (id: string) => apiPath(bookingAdminRoutes.departureOrdersCsv.path, { id });

export const searchOrders = (q: string) => callApi(bookingAdminRoutes.searchBookingOrders, { body: { q } });
export const resendTickets = (id: string) => callApi(bookingAdminRoutes.resendTickets, { params: { id } });
/** A reserved booking's money taken at the station: it is paid, and Gift Aid on admission chosen with it claimed. */
export const markPaidAtStation = (id: string) => callApi(bookingAdminRoutes.markPaidAtStation, { params: { id } });
export const moveOrder = (id: string, departureId: string) =>
  callApi(bookingAdminRoutes.moveBookingOrder, { params: { id }, body: { departureId } });
/** `idempotencyKey` is made once per refund asked, so that a second press refunds nothing more. */
export const refundPayment = (paymentId: string, amountPence: number, idempotencyKey: string) =>
  callApi(paymentRoutes.refundPayment, { params: { id: paymentId }, body: { amountPence, idempotencyKey } });

export const buyerData = (email: string) => callApi(bookingAdminRoutes.buyerData, { body: { email } });
export const eraseBuyer = (email: string) => callApi(bookingAdminRoutes.eraseBuyer, { body: { email } });
