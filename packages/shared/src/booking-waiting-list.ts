import { z } from 'zod';
import { created, noContent, ok } from './answer-shapes.ts';
import { buyerRequest, departureParams, holdRequest, referenceRequest } from './booking.ts';

/** The waiting list of a full train (issue 28 point 6, decision 138). */

export const waitingListRules = {
  /** An offer holds the freed seats this long (never past the train's sales closing) before they pass on. */
  offerMinutes: 12 * 60,
} as const;

export const waitingListMessages = {
  joined: (position: number) =>
    `You are on the waiting list, number ${position}. If seats are freed, we will e-mail you and hold them for you.`,
  notFull: 'That train still has the seats you asked for: please book them instead.',
  offerSubject: (date: string, time: string) => `Seats for you: the ${time} train on ${date}`,
  offerBody: (until: string, lines: string) =>
    `Seats have been freed on a train whose waiting list you joined, and we are holding them for you until ${until}. ` +
    `Follow the link to book them (pay at the station or online). If you do not want them, the same page lets you ` +
    `leave the waiting list, and they go to the next person.\n\n${lines}`,
  offerAction: 'Book my seats',
  left: 'You have left the waiting list. The seats go to the next person.',
  offerUnknown: 'That offer is no longer open. Please check the link, or book again.',
} as const;

export const waitingListWords = {
  joinHeading: 'Join the waiting list',
  joinIntro:
    'That train does not have the seats you asked for. Join its waiting list: if seats are freed, we e-mail you in the order people joined and hold them for you for a while.',
  join: 'Join the waiting list',
  offerTitle: 'Seats offered to you',
  offerDescription: 'Book the seats freed for you from the waiting list.',
  leave: 'No thanks, leave the waiting list',
  adminHeading: 'Waiting list',
  adminEmpty: 'Nobody is waiting.',
  /** Each entry's state as the admins' list shows it. */
  adminStates: {
    waiting: 'Waiting',
    offered: 'Offered, seats held',
    booked: 'Booked',
    lapsed: 'Offer ran out',
    left: 'Left the list',
    cancelled: 'Booked, then cancelled',
    refunded: 'Booked, then refunded',
  } satisfies Record<(typeof waitingStates)[number], string>,
  show: 'Waiting list',
} as const;

/** The tickets wanted on a full train, and who wants them: an offer holds exactly these. */
export const joinWaitingListRequest = holdRequest.extend(buyerRequest.shape);
export type JoinWaitingList = z.output<typeof joinWaitingListRequest>;

/**
 * Where an entry stands: waiting; offered (seats held now); booked; lapsed (the offer ran out); left; and what
 * became of a booked offer afterwards: cancelled by its buyer, or refunded in full.
 */
export const waitingStates = ['waiting', 'offered', 'booked', 'lapsed', 'left', 'cancelled', 'refunded'] as const;
export const waitingEntrySchema = z.object({
  name: z.string(),
  email: z.string(),
  seats: z.number(),
  joinedAt: z.string(),
  state: z.enum(waitingStates),
  offeredAt: z.string().nullable(),
});
export type WaitingEntry = z.infer<typeof waitingEntrySchema>;

export const waitingListSchemas = {
  joinWaitingList: { body: joinWaitingListRequest },
  leaveWaitingList: { body: referenceRequest },
  adminWaitingList: { params: departureParams },
};

export const waitingListResponses = {
  joinWaitingList: {
    answer: created(z.object({ position: z.number() })),
    refusals: [404 as const, 409 as const, 429 as const],
  },
  leaveWaitingList: { answer: noContent, refusals: [404 as const, 429 as const] },
  adminWaitingList: { answer: ok(z.array(waitingEntrySchema)), refusals: [404 as const] },
};
