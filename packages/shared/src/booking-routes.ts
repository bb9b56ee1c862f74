import { call } from './route-declaration.ts';

/** Booking seats on event trains (issue 28): visitors book without an account; admins set up what is sold (booking.ts). */
export const bookingRoutes = {
  bookingDays: call({
    method: 'GET',
    path: '/api/booking/days',
    access: 'public',
    summary: 'The days ahead with trains that can be booked',
  }),
  bookingDay: call({
    method: 'GET',
    path: '/api/booking/days/:date',
    access: 'public',
    summary: 'A day’s bookable trains with the seats left on each, and its ticket prices',
  }),
  holdSeats: call({
    method: 'POST',
    path: '/api/booking/holds',
    access: 'public',
    summary: 'Hold seats on a train for a few minutes while the buyer gives their details',
  }),
  reserveOrder: call({
    method: 'POST',
    path: '/api/booking/orders/reserve',
    access: 'public',
    summary: 'Turn a hold into a booking, paid at the station, with the buyer’s name and e-mail',
  }),
  payOrderOnline: call({
    method: 'POST',
    path: '/api/booking/orders/pay',
    access: 'public',
    summary: 'Take a hold to online payment with the buyer’s name and e-mail; answers the payment page to go to',
  }),
  bookingOrder: call({
    method: 'POST',
    path: '/api/booking/orders/find',
    access: 'public',
    summary: 'A booking, by its secret reference (in the body, so that no address holds it)',
  }),
  manageBooking: call({
    method: 'POST',
    path: '/api/booking/manage',
    access: 'public',
    summary: 'A booking, by the signed reference of its tickets mail’s manage link',
  }),
  cancelBooking: call({
    method: 'POST',
    path: '/api/booking/manage/cancel',
    access: 'public',
    summary: 'Cancel a booking within its refund policy; its seats are given back',
  }),
  moveBooking: call({
    method: 'POST',
    path: '/api/booking/manage/move',
    access: 'public',
    summary: 'Move a booking to another train of its day with seats, within its refund policy',
  }),
  adminBooking: call({
    method: 'GET',
    path: '/api/admin/booking',
    access: 'admin',
    summary: 'Carriages, bookable trains with seats sold, held and free, and the running days to make bookable',
  }),
  setCarriage: call({
    method: 'PUT',
    path: '/api/admin/booking/carriages/:id',
    access: 'admin',
    summary: 'Set the seats and wheelchair spaces of a carriage from the Rolling Stock list',
  }),
  makeDayBookable: call({
    method: 'POST',
    path: '/api/admin/booking/departures',
    access: 'admin',
    summary: 'Make every departure of a running day bookable, with its make-up and sales window',
  }),
  changeDeparture: call({
    method: 'PUT',
    path: '/api/admin/booking/departures/:id',
    access: 'admin',
    summary: 'Change a bookable train’s make-up, sales window or seats per order',
  }),
  removeDeparture: call({
    method: 'DELETE',
    path: '/api/admin/booking/departures/:id',
    access: 'admin',
    summary: 'Stop a train without bookings being bookable',
  }),
} as const;
