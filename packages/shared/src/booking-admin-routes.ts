import { call } from './route-declaration.ts';

/** The admins' work on bookings (issue 28 points 8 and 9, booking-admin.ts): a train's sales, its orders, a buyer's data. */
export const bookingAdminRoutes = {
  departureManifest: call({
    method: 'GET',
    path: '/api/admin/booking/departures/:id/manifest',
    access: 'admin',
    summary: 'A bookable train’s seats sold, held, free and checked in, and its passenger manifest',
  }),
  departureOrdersCsv: call({
    method: 'GET',
    path: '/api/admin/booking/departures/:id/orders.csv',
    access: 'admin',
    summary: 'A bookable train’s orders as CSV',
    text: true,
    // It takes buyers' names and e-mails off the site: the log says who did.
    audited: true,
  }),
  // The words (a name, an e-mail, a reference) travel in the body, so that no log line of an address holds them.
  searchBookingOrders: call({
    method: 'POST',
    path: '/api/admin/booking/orders/search',
    access: 'admin',
    summary: 'Orders whose buyer’s name or e-mail has these words, or with this reference',
    changesNothing: true,
  }),
  resendTickets: call({
    method: 'POST',
    path: '/api/admin/booking/orders/:id/resend',
    access: 'admin',
    summary: 'Send an order’s tickets mail once more',
  }),
  moveBookingOrder: call({
    method: 'POST',
    path: '/api/admin/booking/orders/:id/move',
    access: 'admin',
    summary: 'Move an order to another bookable train with seats, whatever its refund policy',
  }),
  markPaidAtStation: call({
    method: 'POST',
    path: '/api/admin/booking/orders/:id/paid-at-station',
    access: 'admin',
    summary: 'Record that a booking reserved to pay at the station was paid there (Gift Aid on admission claims it)',
  }),
  buyerData: call({
    method: 'POST',
    path: '/api/admin/booking/buyers/export',
    access: 'admin',
    summary: 'Everything kept about the buyer with this e-mail, as JSON, for their request to see it',
    changesNothing: true,
    // It changes nothing, but takes a person's data off the site: the log says who did.
    audited: true,
  }),
  eraseBuyer: call({
    method: 'POST',
    path: '/api/admin/booking/buyers/erase',
    access: 'admin',
    summary: 'Erase the name and e-mail of the buyer with this e-mail from every order, at their request',
  }),
} as const;
