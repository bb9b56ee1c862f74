import { z } from 'zod';
import { noContent, ok } from './answer-shapes.ts';
import { managedBookingSchema, manageRequest, moveRequest } from './booking.ts';
import { isoDate } from './timetable.ts';

/*
 * A cancelled train's bookings (issue 28 point 7, decision 140): one mail each offering three choices through
 * the manage link, move, refund or donate the fare; and a day's sales paused while its crew is missing (141).
 */

export const cancelledDayMessages = {
  subject: (date: string, time: string) => `Cancelled: the ${time} train on ${date}`,
  body: (date: string, time: string, reason: string) =>
    `We are sorry: the railway has cancelled every train on ${date}, your ${time} train among them` +
    `${reason ? ` (${reason})` : ''}. Please choose, through the link below, one of these:`,
  chooseMove: 'Move your booking to another train with seats, on another day.',
  chooseRefundPaid: (amount: string) => `A refund of the ${amount} you paid, to your card.`,
  chooseRefundReserved: 'Cancel your booking: you paid nothing, so nothing is owed.',
  chooseDonate: (amount: string) => `Give the ${amount} fare to the railway as a donation, with our thanks.`,
  chooseDonateReserved: 'Or give to the railway as a donation, from its Donate page.',
  manageLink: 'Choose what happens to my booking',
  notCancelled: 'This train is not cancelled, so there is nothing to choose.',
  alreadyChosen: 'You have already chosen what happens to this booking.',
  nothingPaid: 'This booking was to be paid at the station, so there is no fare to give.',
  otherDay: 'Please choose a train on another day: every train of this day is cancelled.',
  auditRefund: 'a buyer took a refund for a cancelled train',
  auditDonate: 'a buyer gave the fare of a cancelled train',
  auditMove: 'a buyer moved from a cancelled train',
  salesPaused: 'Sales for this day are paused for now while its crew is confirmed. Please try again later.',
  crewSubject: (date: string) => `Sales paused: no crew rostered for ${date}`,
  crewBody: (date: string, missing: string) =>
    `The roster for ${date} has nobody qualified as ${missing}, so its trains' sales are paused. ` +
    'They resume by themselves once the crew is rostered; or an admin can let them go on from the booking screen.',
  crewLink: 'Open the roster',
  notPaused: 'That day’s sales are not paused.',
} as const;

/** The words of the manage page for a booking on a cancelled train: its three choices, asked first by name. */
export const cancelledTrainWords = {
  cancelled: 'The railway has cancelled this train. Please choose what happens to your booking.',
  moveDay: 'Move to a train on',
  moveTrain: 'Train',
  move: 'Move to this train',
  refund: 'Refund my fare',
  cancel: 'Cancel my booking',
  donate: 'Give my fare as a donation',
  askMove: (date: string, time: string) => `Move your booking to the ${time} train on ${date}?`,
  askRefund: (amount: string) => `Refund the ${amount} you paid to your card?`,
  askCancel: 'Cancel your booking? You paid nothing, so nothing is owed.',
  askDonate: (amount: string) => `Give the ${amount} fare to the railway as a donation? Nothing will be refunded.`,
  movedNow: 'Your booking is moved to its new train. Your tickets stay the same.',
  refundedNow: 'Your refund is on its way to your card: it can take a few days to arrive.',
  cancelledNow: 'Your booking is cancelled.',
  donatedNow: 'Thank you: your fare is now a donation to the railway.',
  chosen: {
    moved: 'You moved this booking here from a cancelled train.',
    refunded: 'Its train was cancelled, so you cancelled it; anything paid online is refunded to your card.',
    donated: 'Its train was cancelled, and you gave its fare to the railway as a donation. Thank you.',
  },
  /** A train on a day whose sales are paused for its crew, as the booking page lists it. */
  pausedTrain: 'sales paused',
} as const;

/** A day's roster is checked for its crew from this many days before it: earlier, it is still being filled. */
export const crewRules = { checkDaysBefore: 14 } as const;

/** The calls' request schemas (spread into the contract's). */
export const cancelledDaySchemas = {
  refundCancelledTrain: { body: manageRequest },
  donateCancelledFare: { body: manageRequest },
  moveFromCancelledTrain: { body: moveRequest },
  overrideCrewPause: { params: z.object({ date: isoDate }) },
};

const choiceAnswer = { answer: ok(managedBookingSchema), refusals: [404 as const, 409 as const, 429 as const] };

/** The calls' answers (spread into the contract's). */
export const cancelledDayResponses = {
  refundCancelledTrain: choiceAnswer,
  donateCancelledFare: choiceAnswer,
  moveFromCancelledTrain: choiceAnswer,
  overrideCrewPause: { answer: noContent, refusals: [404 as const] },
};
