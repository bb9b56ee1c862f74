import { call } from './route-declaration.ts';

/** Checking tickets in at the gate (booking-gate.ts): for volunteers who hold the gate's qualification, and admins. */
export const gateRoutes = {
  gateDay: call({
    method: 'GET',
    path: '/api/gate/days/:date',
    access: 'gate',
    summary: 'A day’s bookable trains with each ticket sold (by the hash of its reference) and the counts checked in',
  }),
  checkIn: call({
    method: 'POST',
    path: '/api/gate/check-ins',
    access: 'gate',
    summary: 'Record scans made at the gate, perhaps offline: each is the ticket’s check-in, or a repeat (flagged)',
  }),
} as const;
