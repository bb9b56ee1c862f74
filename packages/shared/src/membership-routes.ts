import { call } from './route-declaration.ts';

/** Membership of the trust (issue 29): visitors join, members open their card by a mailed link (membership.ts). */
export const membershipRoutes = {
  membershipTypes: call({
    method: 'GET',
    path: '/api/membership/types',
    access: 'public',
    summary: 'The kinds of membership and their prices, from the Site settings, and whether joining online is offered',
  }),
  join: call({
    method: 'POST',
    path: '/api/membership',
    access: 'public',
    summary: 'Join: answers the payment page to go to; the card is mailed once the payment is confirmed',
  }),
  myMembership: call({
    method: 'POST',
    path: '/api/membership/mine',
    access: 'public',
    summary: 'A member’s number, year, status and card, by the token of the link mailed to them',
  }),
  renewMembership: call({
    method: 'POST',
    path: '/api/membership/renew',
    access: 'public',
    summary: 'Renew from a member’s mailed link, the form filled in: answers the payment page to go to',
  }),
  stopAutomaticRenewal: call({
    method: 'POST',
    path: '/api/membership/automatic-renewal/stop',
    access: 'public',
    audited: true,
    summary: 'Turn off a member’s automatic renewal from their mailed link: the payment provider charges nothing more',
  }),
  adminMembership: call({
    method: 'GET',
    path: '/api/admin/membership',
    access: 'admin',
    summary: 'Every member with their status, members by kind and status, volunteer hours this year',
  }),
  recordMembership: call({
    method: 'POST',
    path: '/api/admin/membership',
    access: 'admin',
    summary: 'Record a membership paid in cash, by cheque or by bank transfer; the card is mailed',
  }),
} as const;
