import { call } from './route-declaration.ts';

/** Gift Aid claims made (decision 162): a claim marks its gifts, so that no gift is claimed twice (gift-aid-claims.ts). */
export const giftAidClaimRoutes = {
  giftAidClaimPreview: call({
    method: 'GET',
    path: '/api/admin/tax-relief/gift-aid-claims/preview',
    access: 'admin',
    summary: 'What a claim made now for a period would list: how many gifts, their total, and what is over-claimed',
  }),
  giftAidClaims: call({
    method: 'GET',
    path: '/api/admin/tax-relief/gift-aid-claims',
    access: 'admin',
    summary: 'Every Gift Aid claim made, newest first',
  }),
  makeGiftAidClaim: call({
    method: 'POST',
    path: '/api/admin/tax-relief/gift-aid-claims',
    access: 'admin',
    summary: 'Make a claim for the figures the preview gave: its gifts are marked, and no later claim lists them',
  }),
  giftAidClaimFile: call({
    method: 'GET',
    path: '/api/admin/tax-relief/gift-aid-claims/:id/file',
    access: 'admin',
    summary: 'A claim’s schedule file (ODS), the same file as when it was made',
    text: true,
    // It takes donors' names and addresses off the site: the log says who did.
    audited: true,
  }),
  submitGiftAidClaim: call({
    method: 'POST',
    path: '/api/admin/tax-relief/gift-aid-claims/:id/submitted',
    access: 'admin',
    summary: 'Mark a claim as submitted to HMRC: it can no longer be withdrawn',
  }),
  withdrawGiftAidClaim: call({
    method: 'POST',
    path: '/api/admin/tax-relief/gift-aid-claims/:id/withdraw',
    access: 'admin',
    summary: 'Withdraw a claim not yet submitted: its gifts are free for the next claim',
  }),
} as const;
