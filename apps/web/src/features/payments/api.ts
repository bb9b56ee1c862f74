import { paymentRoutes } from '@lmr/shared/payment-routes';
import { callApi } from '../../lib/api-client.ts';

/** Whether online payment is set up on the server, and whether visitors are offered it. */
export const paymentSettingsQuery = {
  queryKey: ['payment-settings'] as const,
  queryFn: () => callApi(paymentRoutes.paymentSettings),
};
export const savePaymentSettings = (onlinePayment: boolean) =>
  callApi(paymentRoutes.savePaymentSettings, { body: { onlinePayment } });
