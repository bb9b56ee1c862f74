import { z } from 'zod';
import { noContent, ok, textAnswer } from './answer-shapes.ts';
import { departureParams, orderStates } from './booking.ts';
import { emailField } from './validation.ts';

/** The admins' side of bookings (issue 28 points 8 and 9): a train's sales and manifest, orders, buyers' data. */

export const bookingAdminMessages = {
  unknownOrder: 'That booking cannot be found.',
  searchTooShort: 'Please give at least two letters of a name or e-mail, or a booking reference.',
  notMovable: 'Only a reserved or paid booking can be moved.',
  sameDeparture: 'The booking is already on that train.',
  notResendable: 'Only a reserved or paid booking with an e-mail has tickets to send.',
  // Paid at the station (decision 163).
  notReserved: 'Only a booking reserved to pay at the station can be marked paid there, and only once.',
  noBuyer: 'No booking has that e-mail.',
} as const;

/** The words of the admin booking screen's parts for sales, manifests, orders and buyers' data. */
export const bookingAdminWords = {
  salesTitle: 'Seats on each train',
  salesCaption: 'Seats sold, held, free and checked in on each bookable train',
  sold: 'Sold',
  held: 'Held',
  free: 'Free',
  checkedIn: 'Checked in',
  manifest: 'Manifest',
  manifestTitle: (date: string, time: string) => `Passenger manifest: the ${time} train on ${date}`,
  print: 'Print',
  csv: 'Export orders as CSV',
  babes: 'Babes in arms',
  wheelchairSpaces: 'Wheelchair spaces',
  passengers: 'Seats',
  ordersTitle: 'Find a booking',
  search: 'Name, e-mail or reference',
  searchButton: 'Search',
  noOrders: 'No booking matches.',
  refund: 'Refund',
  refundAmount: 'Amount to refund (£)',
  refunded: (amount: string) => `${amount} refunded.`,
  resend: 'Resend tickets',
  resent: 'The tickets mail is sent again.',
  move: 'Move',
  moveTo: 'Move to',
  moved: 'The booking is moved.',
  // Paid at the station (decision 163).
  paidAtStation: 'Paid at the station',
  markedPaid: 'The booking is recorded paid at the station.',
  // The list found, named apart from its section, which landmarks need (branch gaps2).
  ordersFound: 'Bookings found',
  buyerTitle: 'A buyer’s data',
  buyerIntro:
    'When a buyer asks to see or erase what we keep about them, give the e-mail they booked with. Erasing keeps the bookings’ tickets and totals for the sales figures.',
  buyerEmail: 'Buyer’s e-mail',
  exportBuyer: 'Export as JSON',
  eraseBuyer: 'Erase',
  eraseAsk: (name: string) => `Erase ${name}’s name and e-mail from every booking? This cannot be undone.`,
  erased: (n: number) => `Erased from ${n} ${n === 1 ? 'booking' : 'bookings'}.`,
} as const;

const ticketCounts = z.record(z.string(), z.number());

/** An order as the admins see it, with its train and its online payment. */
export const adminOrderSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  state: z.enum(orderStates),
  tickets: ticketCounts,
  seats: z.number(),
  wheelchairSpaces: z.number(),
  totalPence: z.number(),
  departureId: z.string(),
  date: z.string(),
  time: z.string(),
  /** Its online payment, to refund through the payments call; null when paid at the station. */
  payment: z.object({ id: z.string(), amountPence: z.number(), refundedPence: z.number() }).nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const departureManifestSchema = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string(),
  seats: z.number(),
  seatsSold: z.number(),
  seatsHeld: z.number(),
  seatsFree: z.number(),
  checkedIn: z.number(),
  /** The confirmed orders (reserved or paid), by buyer's name. */
  orders: z.array(adminOrderSchema),
  totals: z.object({ seats: z.number(), babes: z.number(), wheelchairSpaces: z.number() }),
});
export type DepartureManifest = z.infer<typeof departureManifestSchema>;

export const orderSearchRequest = z.object({
  q: z.string().trim().min(2, bookingAdminMessages.searchTooShort).max(200, bookingAdminMessages.searchTooShort),
});
export const adminOrderParams = z.object({ id: z.uuid(bookingAdminMessages.unknownOrder) });
export const adminMoveRequest = z.object({ departureId: departureParams.shape.id });
export const buyerRequest = z.object({ email: emailField });

export const buyerDataSchema = z.object({
  email: z.string(),
  orders: z.array(
    adminOrderSchema.extend({
      createdAt: z.string(),
      reservedAt: z.string().nullable(),
      paidAt: z.string().nullable(),
      cancelledAt: z.string().nullable(),
    }),
  ),
});
export type BuyerData = z.infer<typeof buyerDataSchema>;

/** The request schemas of the admins' booking calls (spread into the contract's). */
export const bookingAdminSchemas = {
  departureManifest: { params: departureParams },
  departureOrdersCsv: { params: departureParams },
  searchBookingOrders: { body: orderSearchRequest },
  resendTickets: { params: adminOrderParams },
  moveBookingOrder: { params: adminOrderParams, body: adminMoveRequest },
  markPaidAtStation: { params: adminOrderParams },
  buyerData: { body: buyerRequest },
  eraseBuyer: { body: buyerRequest },
};

/** Their answers (spread into the contract's). */
export const bookingAdminResponses = {
  departureManifest: { answer: ok(departureManifestSchema), refusals: [404 as const] },
  departureOrdersCsv: { answer: textAnswer('text/csv'), refusals: [404 as const] },
  searchBookingOrders: { answer: ok(z.array(adminOrderSchema)) },
  resendTickets: { answer: noContent, refusals: [404 as const, 409 as const] },
  moveBookingOrder: { answer: ok(adminOrderSchema), refusals: [404 as const, 409 as const] },
  markPaidAtStation: { answer: ok(adminOrderSchema), refusals: [404 as const, 409 as const] },
  buyerData: { answer: ok(buyerDataSchema), refusals: [404 as const] },
  eraseBuyer: { answer: ok(z.object({ erased: z.number() })), refusals: [404 as const] },
};
