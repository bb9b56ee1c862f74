import { apiPath, apiRoutes } from '@lmr/shared/api-routes';
import { callApi } from '../../lib/api-client.ts';

/* The admins' calls on a train's orders and on a buyer's data (issue 28 points 8 and 9). */

export const manifestQuery = (id: string) => ({
  queryKey: ['booking-manifest', id] as const,
  queryFn: () => callApi(apiRoutes.departureManifest, { params: { id } }),
});
export const ordersCsvPath = (id: string) => apiPath(apiRoutes.departureOrdersCsv.path, { id });

export const searchOrders = (q: string) => callApi(apiRoutes.searchBookingOrders, { body: { q } });
export const resendTickets = (id: string) => callApi(apiRoutes.resendTickets, { params: { id } });
export const moveOrder = (id: string, departureId: string) =>
  callApi(apiRoutes.moveBookingOrder, { params: { id }, body: { departureId } });
/** `idempotencyKey` is made once per refund asked, so that a second press refunds nothing more. */
export const refundPayment = (paymentId: string, amountPence: number, idempotencyKey: string) =>
  callApi(apiRoutes.refundPayment, { params: { id: paymentId }, body: { amountPence, idempotencyKey } });

export const buyerData = (email: string) => callApi(apiRoutes.buyerData, { body: { email } });
export const eraseBuyer = (email: string) => callApi(apiRoutes.eraseBuyer, { body: { email } });
