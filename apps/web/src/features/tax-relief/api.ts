import { queryOptions } from '@tanstack/react-query';
import { taxReliefRoutes } from '@lmr/shared/tax-relief-routes';
import type { RequestOf } from '@lmr/shared/api-contract';
import { callApi } from '../../lib/api-client.ts';

/** Which tax relief the railway's gifts follow: Donate offers Gift Aid only in UK mode. */
export const taxReliefQuery = queryOptions({
  queryKey: ['tax-relief'] as const,
  queryFn: () => callApi(taxReliefRoutes.taxRelief),
});

export const declareGiftAid = (body: RequestOf<'declareGiftAid'>) => callApi(taxReliefRoutes.declareGiftAid, { body });

/** The claim schedule's address for a period: a plain link downloads it with the admin's session cookie. */
export const claimSchedulePath = (from: string, to: string) =>
  `${taxReliefRoutes.giftAidClaim.path}?${new URLSearchParams({ from, to }).toString()}`;

export const annualStatement = (body: RequestOf<'adminAnnualStatement'>) =>
  callApi(taxReliefRoutes.adminAnnualStatement, { body });

/** Gift Aid declarations managed by admins (decision 163): every one, newest first; recorded; cancelled. */
export const giftAidDeclarationsQuery = queryOptions({
  queryKey: ['gift-aid-declarations'] as const,
  queryFn: () => callApi(taxReliefRoutes.giftAidDeclarations),
});
export const recordDeclaration = (body: RequestOf<'recordGiftAidDeclaration'>) =>
  callApi(taxReliefRoutes.recordGiftAidDeclaration, { body });
export const cancelDeclaration = (id: string) => callApi(taxReliefRoutes.cancelGiftAidDeclaration, { params: { id } });
