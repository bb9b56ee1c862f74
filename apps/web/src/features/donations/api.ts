import { queryOptions } from '@tanstack/react-query';
import { donationRoutes } from '@lmr/shared/donation-routes';
import { monthlyGiftRoutes } from '@lmr/shared/monthly-gift-routes';
import type { RequestOf } from '@lmr/shared/api-contract';
import { callApi } from '../../lib/api-client.ts';

/** The appeal's target and the amount raised from the gifts received: in Donate's first HTML (route-data.ts). */
export const appealQuery = queryOptions({
  queryKey: ['donation-appeal'] as const,
  queryFn: () => callApi(donationRoutes.donationAppeal),
});

/** Whether giving online is offered now: asked by the form after the page is drawn. */
export const givingWaysQuery = queryOptions({
  queryKey: ['giving-ways'] as const,
  queryFn: () => callApi(donationRoutes.givingWays),
});

export const give = (body: RequestOf<'give'>) => callApi(donationRoutes.give, { body });

export const adminDonationsQuery = queryOptions({
  queryKey: ['admin-donations'] as const,
  queryFn: () => callApi(donationRoutes.adminDonations),
});
export const recordDonation = (body: RequestOf<'recordDonation'>) => callApi(donationRoutes.recordDonation, { body });
export const markDonationReceived = (id: string) => callApi(donationRoutes.markDonationReceived, { params: { id } });

/** A monthly gift, by the token of its receipt's link (in the body, never in an address). */
export const monthlyGiftQuery = (token: string) =>
  queryOptions({
    queryKey: ['monthly-gift', token] as const,
    queryFn: () => callApi(monthlyGiftRoutes.monthlyGift, { body: { token } }),
    retry: false,
  });
export const changeMonthlyGift = (body: RequestOf<'changeMonthlyGift'>) =>
  callApi(monthlyGiftRoutes.changeMonthlyGift, { body });
export const stopMonthlyGift = (token: string) => callApi(monthlyGiftRoutes.stopMonthlyGift, { body: { token } });

export const givingChartsQuery = queryOptions({
  queryKey: ['giving-charts'] as const,
  queryFn: () => callApi(monthlyGiftRoutes.givingCharts),
});
