import { call } from './route-declaration.ts';

/** Monthly gifts (issue 29, decision 147): the donor's link to change or stop one, and the admins' giving charts (monthly-gifts.ts). */
export const monthlyGiftRoutes = {
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
