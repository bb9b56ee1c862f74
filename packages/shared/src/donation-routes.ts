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
  monthlyGift: call({
    method: 'POST',
    path: '/api/donations/monthly',
    access: 'public',
    summary: 'A monthly gift, by the token of the link in its receipts (in the body, so that no address holds it)',
  }),
  changeMonthlyGift: call({
    method: 'POST',
    path: '/api/donations/monthly/amount',
    access: 'public',
    summary: 'Change a monthly gift’s amount from the next month on, through the payment provider',
  }),
  stopMonthlyGift: call({
    method: 'POST',
    path: '/api/donations/monthly/stop',
    access: 'public',
    summary: 'Stop a monthly gift: the payment provider takes nothing more',
  }),
  givingCharts: call({
    method: 'GET',
    path: '/api/admin/donations/charts',
    access: 'admin',
    summary: 'Gifts received by month over the last year against the appeal, and lapsed donors to contact',
  }),
} as const;
