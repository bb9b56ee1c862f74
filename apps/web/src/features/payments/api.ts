import { apiRoutes as api } from '@lmr/shared/api-routes';
import { callApi } from '../../lib/api-client.ts';

/** Whether online payment is set up on the server, and whether visitors are offered it. */
export const paymentSettingsQuery = {
  queryKey: ['payment-settings'] as const,
  queryFn: () => callApi(api.paymentSettings),
};
export const savePaymentSettings = (onlinePayment: boolean) =>
  callApi(api.savePaymentSettings, { body: { onlinePayment } });
