import type { GateScan } from '@lmr/shared/booking-gate';
import { apiRoutes } from '@lmr/shared/api-routes';
import { callApi } from '../../lib/api-client.ts';

export const gateDay = (date: string) => callApi(apiRoutes.gateDay, { params: { date } });
export const checkIn = (scans: GateScan[]) => callApi(apiRoutes.checkIn, { body: { scans } });
