import { queryOptions } from '@tanstack/react-query';
import { taxReliefRoutes } from '@lmr/shared/tax-relief-routes';
import { giftAidClaimRoutes } from '@lmr/shared/gift-aid-claim-routes';
import { apiPath } from '@lmr/shared/route-declaration';
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

/** Gift Aid claims made (decision 162): their figures, their files, and the admin's changes to them. */
export const claimsKey = ['gift-aid-claims'] as const;

export const claimsQuery = queryOptions({
  queryKey: claimsKey,
  queryFn: () => callApi(giftAidClaimRoutes.giftAidClaims),
});

export const claimPreviewQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...claimsKey, 'preview', from, to],
    queryFn: () => callApi(giftAidClaimRoutes.giftAidClaimPreview, { query: { from, to } }),
    enabled: !!from && !!to && from <= to,
  });

export const makeClaim = (body: RequestOf<'makeGiftAidClaim'>) =>
  callApi(giftAidClaimRoutes.makeGiftAidClaim, { body });

export const claimFilePath = (id: string) => apiPath(giftAidClaimRoutes.giftAidClaimFile.path, { id });

export const submitClaim = (id: string) => callApi(giftAidClaimRoutes.submitGiftAidClaim, { params: { id } });

export const withdrawClaim = (id: string) => callApi(giftAidClaimRoutes.withdrawGiftAidClaim, { params: { id } });
/** Gift Aid declarations managed by admins (decision 163): every one, newest first; recorded; cancelled. */
export const giftAidDeclarationsQuery = queryOptions({
  queryKey: ['gift-aid-declarations'] as const,
  queryFn: () => callApi(taxReliefRoutes.giftAidDeclarations),
});
export const recordDeclaration = (body: RequestOf<'recordGiftAidDeclaration'>) =>
  callApi(taxReliefRoutes.recordGiftAidDeclaration, { body });
export const cancelDeclaration = (id: string) => callApi(taxReliefRoutes.cancelGiftAidDeclaration, { params: { id } });
