import { call } from './route-declaration.ts';

/** A cancelled day's three choices for its buyers, and the admins' override of a crew pause (booking-cancelled-day.ts). */
export const cancelledDayRoutes = {
  refundCancelledTrain: call({
    method: 'POST',
    path: '/api/booking/manage/refund',
    access: 'public',
    summary: 'Cancel a booking on a cancelled train: a paid fare is refunded in full',
  }),
  donateCancelledFare: call({
    method: 'POST',
    path: '/api/booking/manage/donate',
    access: 'public',
    summary: 'Give the paid fare of a cancelled train to the railway as a donation',
  }),
  moveFromCancelledTrain: call({
    method: 'POST',
    path: '/api/booking/manage/rebook',
    access: 'public',
    summary: 'Move a booking on a cancelled train to a train with seats on another day',
  }),
  overrideCrewPause: call({
    method: 'POST',
    path: '/api/admin/booking/crew-pauses/:date/override',
    access: 'admin',
    summary: 'Let a day’s sales go on although its roster lacks a Driver or a Guard',
  }),
} as const;
