import { call } from './route-declaration.ts';

/** The waiting list of a full train (issue 28 point 6, decision 138): its shapes are in booking-waiting-list.ts. */
export const waitingListRoutes = {
  joinWaitingList: call({
    method: 'POST',
    path: '/api/booking/waiting-list',
    access: 'public',
    summary: 'Join a full train’s waiting list: freed seats are offered by mail, in the order people joined',
  }),
  leaveWaitingList: call({
    method: 'POST',
    path: '/api/booking/waiting-list/leave',
    access: 'public',
    summary: 'Leave the waiting list from an offer mail’s link, giving up the seats it holds',
  }),
  adminWaitingList: call({
    method: 'GET',
    path: '/api/admin/booking/departures/:id/waiting-list',
    access: 'admin',
    summary: 'A train’s waiting list, in order, with each person’s offer and what became of it',
  }),
} as const;
