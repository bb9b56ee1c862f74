import { call } from './route-declaration.ts';

/** Giving to the railway (issue 29): visitors give without an account; admins record gifts given otherwise (donations.ts). */
export const donationRoutes = {
  donationAppeal: call({
    method: 'GET',
    path: '/api/donations/appeal',
    access: 'public',
    summary: 'The appeal’s target and the amount raised so far, from the gifts received',
  }),
  givingWays: call({
    method: 'GET',
    path: '/api/donations/ways',
    access: 'public',
    summary: 'Whether Donate offers giving online now, beside bank transfer',
  }),
  give: call({
    method: 'POST',
    path: '/api/donations',
    access: 'public',
    summary:
      'Give once or monthly: online (answers the payment page to go to) or once by bank transfer (answers the reference to use)',
  }),
  adminDonations: call({
    method: 'GET',
    path: '/api/admin/donations',
    access: 'admin',
    summary: 'Every gift, newest first, and the appeal’s total',
  }),
  recordDonation: call({
    method: 'POST',
    path: '/api/admin/donations',
    access: 'admin',
    summary: 'Record a gift given in cash, by cheque or by bank transfer; its receipt is mailed',
  }),
  markDonationReceived: call({
    method: 'POST',
    path: '/api/admin/donations/:id/received',
    access: 'admin',
    summary: 'Mark a bank transfer promised on Donate as received, once it is on the statement; its receipt is mailed',
  }),
} as const;
