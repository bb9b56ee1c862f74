import type { GateScan } from '@lmr/shared/booking-gate';
import { gateRoutes } from '@lmr/shared/booking-gate-routes';
import { callApi } from '../../lib/api-client.ts';

export const gateDay = (date: string) => callApi(gateRoutes.gateDay, { params: { date } });
export const checkIn = (scans: GateScan[]) => callApi(gateRoutes.checkIn, { body: { scans } });
