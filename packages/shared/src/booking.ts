import { z } from 'zod';
import { created, noContent, ok } from './answer-shapes.ts';
import { type Fares, isoDate } from './timetable.ts';
import { admissionDeclaration } from './tax-relief.ts';
import { emailField, nameField } from './validation.ts';

/** Seats on event trains (issue 28): what is sold, the rules of a sale, and the calls' shapes. */

/** The rules of booking, where the server and the screens both need them. */
export const bookingRules = {
  /** A hold keeps its seats this long while the buyer gives a name and e-mail. */
  holdMinutes: 10,
  /**
   * Paying online keeps the seats this long from the moment the buyer goes to pay, and the payment page closes
   * then: Stripe's shortest checkout is 30 minutes, and a minute more covers the time the request takes.
   */
  payOnlineMinutes: 31,
  /** What a newly bookable departure takes unless the admin says otherwise. */
  defaults: { salesOpenDaysBefore: 60, salesCloseMinutesBefore: 30, maxSeatsPerOrder: 8 },
  /** The refund policy in force, copied onto each order when it is bought: cancel up to this many hours before. */
  refundHoursBefore: 48,
} as const;

/**
 * The ticket types, once for the railway. A price is never written here: each comes from the running day's
 * pattern (its fares, edited in the timetable), so a fare is stored in one place. `fare: null` travels free.
 */
export const ticketTypes = {
  adult: { label: 'Adult', note: '', seats: 1, wheelchairSpaces: 0, fare: 'adult' },
  child: { label: 'Child', note: 'Aged 3 to 15', seats: 1, wheelchairSpaces: 0, fare: 'child' },
  family: {
    label: 'Family',
    note: 'Two adults and two children, four seats',
    seats: 4,
    wheelchairSpaces: 0,
    fare: 'family',
  },
  babe: {
    label: 'Babe in arms',
    note: 'Under 3, on a lap: no seat, no charge',
    seats: 0,
    wheelchairSpaces: 0,
    fare: null,
  },
  wheelchair: {
    label: 'Wheelchair space',
    note: 'With a seat beside it for a companion, who travels free',
    seats: 1,
    wheelchairSpaces: 1,
    fare: 'adult',
  },
} as const satisfies Record<
  string,
  {
    label: string;
    note: string;
    seats: number;
    wheelchairSpaces: number;
    fare: keyof Omit<Fares, 'membersFree'> | null;
  }
>;
export type TicketType = keyof typeof ticketTypes;
export const ticketTypeNames = Object.keys(ticketTypes) as TicketType[];

export type Tickets = Record<TicketType, number>;

/** Seats, wheelchair spaces and passengers that some tickets take. */
export function ticketsTake(tickets: Tickets) {
  let seats = 0;
  let wheelchairSpaces = 0;
  for (const type of ticketTypeNames) {
    seats += ticketTypes[type].seats * tickets[type];
    wheelchairSpaces += ticketTypes[type].wheelchairSpaces * tickets[type];
  }
  return { seats, wheelchairSpaces };
}

/** The price of one ticket of each type on a day with these fares, in pence. */
export const ticketPrices = (fares: Fares): Record<TicketType, number> =>
  Object.fromEntries(
    ticketTypeNames.map((type) => {
      const fare = ticketTypes[type].fare;
      return [type, fare === null ? 0 : fares[fare]];
    }),
  ) as Record<TicketType, number>;

export const priceOf = (tickets: Tickets, prices: Record<TicketType, number>) =>
  ticketTypeNames.reduce((sum, type) => sum + tickets[type] * prices[type], 0);

export const bookingMessages = {
  soldOut: 'Sorry, there are not enough seats left on that train. Please choose fewer tickets or another train.',
  noWheelchairSpace: 'Sorry, there is no wheelchair space left on that train. Please choose another train.',
  notOnSale: 'Tickets for that train are not on sale at the moment.',
  unknownDeparture: 'That train cannot be booked.',
  tooMany: (max: number) => `At most ${max} seats in one booking. Please make a second booking for more.`,
  noTickets: 'Please choose at least one ticket.',
  babeNeedsAdult: 'A babe in arms travels on the lap of someone with a seat: please add their ticket too.',
  holdExpired: 'Sorry, the seats were held for you for a few minutes only and have been released. Please book again.',
  orderUnknown: 'We cannot find that booking. Please check the link.',
  alreadyReserved: 'This booking is already reserved.',
  notARunningDay: 'The railway does not run on that date.',
  nothingToBook: 'No trains can be booked on that day.',
  alreadyBookable: 'That train is already bookable.',
  emptyMakeUp: 'Please choose at least one carriage.',
  unknownCarriage: 'That carriage is not in the list of rolling stock.',
  makeUpTooSmall: 'That make-up has fewer seats or wheelchair spaces than are already sold or held.',
  hasOrders: 'That train has bookings: it cannot stop being bookable.',
  reserved: 'Your seats are reserved. Please pay at the station before the train leaves.',
  payAtStation: 'Reserve, pay at the station',
  payOnline: 'Pay online',
  /** A checkout line at the fare with Gift Aid on admission (decision 159). */
  withGiftAid: (label: string) => `${label} with Gift Aid`,
  awaitingPayment: 'This booking is waiting for its online payment.',
  payOnlineOff: 'Online payment is not offered at the moment. Please reserve and pay at the station.',
  ticketsSubject: (date: string, time: string) => `Your tickets: the ${time} train on ${date}`,
  ticketsBody: (lines: string) =>
    `Thank you for booking. Show the QR code of each ticket at the station; a phone screen or a print-out will do.\n\n${lines}`,
  ticketLine: (n: number, label: string) => `Ticket ${n}: ${label}`,
  familyTicket: 'Family (one ticket for four: two adults and two children)',
  wheelchairTicket: 'Wheelchair space (with a seat for a companion)',
  refundPolicy: (hours: number) => `You can cancel or move this booking up to ${hours} hours before the train leaves.`,
  manageBooking: 'See, cancel or move my booking',
  payAtStationNote: 'Please pay at the station before the train leaves.',
  paidNote: 'Paid: there is nothing to pay at the station.',
  paidChange: 'This booking is paid. To cancel or move it, please call the railway.',
  cancelTooLate: (hours: number) =>
    `This booking can no longer be changed online: the last time was ${hours} hours before the train. Please call the railway.`,
  notConfirmed: 'This booking is not confirmed, so there is nothing to change.',
  badManageReference: 'That link is not valid. Please use the link in your tickets mail.',
} as const;

/** The words of the booking page. */
export const bookingWords = {
  manageTitle: 'My booking',
  manageDescription: 'See, cancel or move a booking from the link in its tickets mail.',
  changeableUntil: (when: string) => `You can cancel or move it online until ${when}.`,
  cancel: 'Cancel my booking',
  cancelledNow: 'Your booking is cancelled and its seats are given back.',
  movedNow: 'Your booking is moved. Your tickets stay the same.',
  moveTo: 'Move to another train',
  move: 'Move my booking',
  stateCancelled: 'This booking is cancelled.',
  stateRefunded: 'This booking is refunded and cancelled: its tickets are no longer valid.',
  title: 'Book seats',
  description: 'Book seats on our Ghost Trains and other event trains: choose a day, a train and your tickets.',
  intro: 'Choose a day and a train, then your tickets. We keep the seats for you while you give your name and e-mail.',
  noDays: 'No trains can be booked at the moment. Please look again soon.',
  heldFor: (until: string) => `Your seats are held until ${until}. Please give your name and e-mail to reserve them.`,
  confirmed: 'Booking confirmed',
  referenceLabel: 'Your booking reference',
  keepReference: 'Please keep this reference: say it at the station when you pay.',
  toPay: 'To pay at the station',
  total: 'Total',
  orPayOnline: 'Or pay now by card on our payment provider’s secure page.',
} as const;

/** The words of the page a buyer comes back to from paying online: what the payment provider says, plainly. */
export const paymentReturnWords = {
  title: 'Your payment',
  checking: 'Checking your payment…',
  paid: 'Thank you: your payment has been received and your seats are booked. We have kept your booking reference below.',
  open: 'We have not received your payment yet. If you paid, it can take a minute: please check again shortly. Your seats stay held while the payment page is open.',
  expired: 'The payment was not completed in time, so the seats have been released. Please book again.',
  checkAgain: 'Check again',
  bookAgain: 'Book seats',
} as const;

const count = (max: number) => z.number().int('Please give a whole number.').min(0).max(max, `At most ${max}.`);

/** How many of each ticket one order may have, at most (the train's seats per order limit them further). */
export const ticketCountRules = {
  adult: count(50),
  child: count(50),
  family: count(20),
  babe: count(20),
  wheelchair: count(10),
} satisfies Record<TicketType, z.ZodNumber>;

/** The rules of a choice of tickets, on the request's numbers or a form's fields that give them. */
export const checkedTickets = <In>(tickets: z.ZodType<Tickets, In>) =>
  tickets
    .refine((t) => ticketTypeNames.some((type) => t[type] > 0), { message: bookingMessages.noTickets, path: ['adult'] })
    .refine((t) => t.babe === 0 || ticketsTake(t).seats > 0, {
      message: bookingMessages.babeNeedsAdult,
      path: ['babe'],
    });

export const ticketsSchema = z.object({
  adult: ticketCountRules.adult.default(0),
  child: ticketCountRules.child.default(0),
  family: ticketCountRules.family.default(0),
  babe: ticketCountRules.babe.default(0),
  wheelchair: ticketCountRules.wheelchair.default(0),
});

export const holdRequest = z.object({
  departureId: z.uuid(bookingMessages.unknownDeparture),
  tickets: checkedTickets(ticketsSchema),
});
export type HoldOrder = z.output<typeof holdRequest>;

/**
 * An order's secret reference: 128 random bits, base64url; only its hash is stored. It travels in a request's
 * body, never in an address, which access logs and proxies keep.
 */
export const referenceRequest = z.object({
  reference: z.string().regex(/^[A-Za-z0-9_-]{22}$/, bookingMessages.orderUnknown),
});

/** The buyer's details, as the form asks them; the request adds the order's reference. */
export const buyerRequest = z.object({ name: nameField, email: emailField });
/**
 * Reserving to pay at the station, or paying online: with Gift Aid on admission when a declaration comes with it
 * (UK mode only, decisions 159 and 163).
 */
export const reserveRequest = referenceRequest
  .extend(buyerRequest.shape)
  .extend({ giftAid: admissionDeclaration.optional() });

const salesWindow = {
  salesOpenDaysBefore: z.number().int('Please give a whole number of days.').min(0).max(366, 'At most 366 days.'),
  salesCloseMinutesBefore: z
    .number()
    .int('Please give a whole number of minutes.')
    .min(0)
    .max(1440, 'At most 1440 minutes.'),
  maxSeatsPerOrder: z.number().int('Please give a whole number.').min(1, 'At least 1.').max(50, 'At most 50.'),
};
const makeUp = z
  .array(z.string().min(1).max(60))
  .min(1, bookingMessages.emptyMakeUp)
  .max(12, 'At most 12 carriages.')
  .refine((ids) => new Set(ids).size === ids.length, 'Each carriage can be in a train once.');

/** Makes every departure of a running day bookable, each with this make-up and sales window. */
export const bookableDayRequest = z.object({ date: isoDate, carriages: makeUp, ...salesWindow });
export type BookableDayRequest = z.input<typeof bookableDayRequest>;
export const departureChangeRequest = z.object({ carriages: makeUp, ...salesWindow });
export type DepartureChangeRequest = z.input<typeof departureChangeRequest>;

export const carriageParams = z.object({ id: z.string().regex(/^[a-z0-9-]{1,60}$/, bookingMessages.unknownCarriage) });
export const carriageRequest = z.object({
  seats: z.number().int('Please give a whole number.').min(0).max(200, 'At most 200 seats.'),
  wheelchairSpaces: z.number().int('Please give a whole number.').min(0).max(20, 'At most 20.'),
});
export const departureParams = z.object({ id: z.uuid(bookingMessages.unknownDeparture) });

const ticketCounts = z.object(
  Object.fromEntries(ticketTypeNames.map((t) => [t, z.number()])) as Record<TicketType, z.ZodNumber>,
);

/** A departure as visitors see it: seats left right now, expired holds already given back. */
export const publicDepartureSchema = z.object({
  id: z.string(),
  time: z.string(),
  seatsLeft: z.number(),
  wheelchairSpacesLeft: z.number(),
  onSale: z.boolean(),
  maxSeatsPerOrder: z.number(),
});
export const bookingDaySchema = z.object({
  date: z.string(),
  patternName: z.string(),
  prices: ticketCounts,
  departures: z.array(publicDepartureSchema),
  /** Whether a buyer may pay online now, beside reserving and paying at the station (decision 129). */
  payOnline: z.boolean(),
  /** Whether the day's sales are paused while its crew is confirmed (decision 141): its trains say so. */
  salesPaused: z.boolean(),
  /**
   * Gift Aid on admission (decision 159): the charity the declaration names, and the prices offered beside `prices`
   * when paying online; null unless the railway follows UK Gift Aid.
   */
  giftAid: z.object({ charity: z.string(), prices: ticketCounts }).nullable(),
});
export type BookingDay = z.infer<typeof bookingDaySchema>;

/** What the buyer of a booking on a cancelled train chose (decision 140). */
export const cancelledDayChoices = ['moved', 'refunded', 'donated'] as const;
export type CancelledDayChoice = (typeof cancelledDayChoices)[number];

/**
 * held, then reserved (paid at the station), or awaiting_payment then paid (online); a hold not taken up
 * expires; a reservation its buyer cancels is cancelled; a paid order whose whole payment is refunded is refunded.
 */
export const orderStates = [
  'held',
  'reserved',
  'awaiting_payment',
  'paid',
  'expired',
  'cancelled',
  'refunded',
] as const;
export type OrderState = (typeof orderStates)[number];
export const orderSchema = z.object({
  /** What the order is for: seats now; donations and memberships later share the payments. */
  purpose: z.literal('booking'),
  reference: z.string(),
  state: z.enum(orderStates),
  date: z.string(),
  time: z.string(),
  tickets: ticketCounts,
  totalPence: z.number(),
  heldUntil: z.string(),
  name: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** A booking as its manage link shows it: the reference travels in the request's body, never in an address. */
export const manageRequest = z.object({ reference: z.string().max(200, bookingMessages.badManageReference) });
export const moveRequest = manageRequest.extend({ departureId: z.uuid(bookingMessages.unknownDeparture) });
export const managedBookingSchema = orderSchema
  .pick({ state: true, date: true, time: true, tickets: true, totalPence: true, name: true })
  .extend({
    /** The refund policy stored on the order: cancel or move up to this many hours before the train. */
    refundHoursBefore: z.number(),
    /** The last moment it can be cancelled or moved online. */
    changeableUntil: z.string(),
    /**
     * Set when its train was cancelled (decision 140): the buyer's one choice, null until it is made, and what a
     * refund or a donation of the fare would be: what is left of the payment after any part refunded (0 unpaid).
     */
    cancelledTrain: z
      .object({ choice: z.enum(cancelledDayChoices).nullable(), leftToRefundPence: z.number() })
      .nullable(),
  });
export type ManagedBooking = z.infer<typeof managedBookingSchema>;

const carriageSchema = z.object({ id: z.string(), name: z.string(), seats: z.number(), wheelchairSpaces: z.number() });
export const adminDepartureSchema = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string(),
  carriages: z.array(z.string()),
  seats: z.number(),
  wheelchairSpaces: z.number(),
  seatsSold: z.number(),
  seatsHeld: z.number(),
  wheelchairSpacesTaken: z.number(),
  salesOpenDaysBefore: z.number(),
  salesCloseMinutesBefore: z.number(),
  maxSeatsPerOrder: z.number(),
});
export type AdminDeparture = z.infer<typeof adminDepartureSchema>;
export const adminBookingSchema = z.object({
  carriages: z.array(carriageSchema),
  departures: z.array(adminDepartureSchema),
  /** The running days ahead, with their pattern's departures and ticket prices, to make bookable. */
  days: z.array(
    z.object({ date: z.string(), patternName: z.string(), times: z.array(z.string()), prices: ticketCounts }),
  ),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

/** The request schemas of the booking calls (spread into the contract's). */
export const bookingSchemas = {
  bookingDay: { params: z.object({ date: isoDate }) },
  holdSeats: { body: holdRequest },
  reserveOrder: { body: reserveRequest },
  payOrderOnline: { body: reserveRequest },
  bookingOrder: { body: referenceRequest },
  manageBooking: { body: manageRequest },
  cancelBooking: { body: manageRequest },
  moveBooking: { body: moveRequest },
  setCarriage: { params: carriageParams, body: carriageRequest },
  makeDayBookable: { body: bookableDayRequest },
  changeDeparture: { params: departureParams, body: departureChangeRequest },
  removeDeparture: { params: departureParams },
};

/** The booking calls' answers (spread into the contract's). */
export const bookingResponses = {
  bookingDays: { answer: ok(z.array(z.object({ date: z.string(), patternName: z.string() }))) },
  bookingDay: { answer: ok(bookingDaySchema), refusals: [404 as const] },
  holdSeats: { answer: created(orderSchema), refusals: [404 as const, 409 as const, 429 as const] },
  reserveOrder: { answer: ok(orderSchema), refusals: [404 as const, 409 as const, 429 as const] },
  payOrderOnline: {
    answer: ok(z.object({ url: z.string() })),
    refusals: [404 as const, 409 as const, 429 as const],
  },
  bookingOrder: { answer: ok(orderSchema), refusals: [404 as const] },
  manageBooking: { answer: ok(managedBookingSchema), refusals: [404 as const, 429 as const] },
  cancelBooking: { answer: ok(managedBookingSchema), refusals: [404 as const, 409 as const, 429 as const] },
  moveBooking: { answer: ok(managedBookingSchema), refusals: [404 as const, 409 as const, 429 as const] },
  adminBooking: { answer: ok(adminBookingSchema) },
  setCarriage: { answer: noContent, refusals: [404 as const, 409 as const] },
  makeDayBookable: { answer: created(z.object({ ids: z.array(z.string()) })), refusals: [404 as const, 409 as const] },
  changeDeparture: { answer: noContent, refusals: [404 as const, 409 as const] },
  removeDeparture: { answer: noContent, refusals: [404 as const, 409 as const] },
};
