import { queryOptions } from '@tanstack/react-query';
import { membershipRoutes } from '@lmr/shared/membership-routes';
import type { RequestOf } from '@lmr/shared/api-contract';
import { callApi } from '../../lib/api-client.ts';

/** The kinds of membership and their prices (from the Site settings), and whether joining online is offered. */
export const membershipTypesQuery = queryOptions({
  queryKey: ['membership-types'] as const,
  queryFn: () => callApi(membershipRoutes.membershipTypes),
});

export const join = (body: RequestOf<'join'>) => callApi(membershipRoutes.join, { body });

/** A member's own page, by the token of the link mailed to them (it never leaves the browser but in this call). */
export const myMembershipQuery = (token: string) =>
  queryOptions({
    queryKey: ['my-membership', token] as const,
    queryFn: () => callApi(membershipRoutes.myMembership, { body: { token } }),
    retry: false,
  });

export const renew = (body: RequestOf<'renewMembership'>) => callApi(membershipRoutes.renewMembership, { body });
export const stopAutomaticRenewal = (body: RequestOf<'stopAutomaticRenewal'>) =>
  callApi(membershipRoutes.stopAutomaticRenewal, { body });

export const adminMembershipQuery = queryOptions({
  queryKey: ['admin-membership'] as const,
  queryFn: () => callApi(membershipRoutes.adminMembership),
});
export const recordMembership = (body: RequestOf<'recordMembership'>) =>
  callApi(membershipRoutes.recordMembership, { body });
