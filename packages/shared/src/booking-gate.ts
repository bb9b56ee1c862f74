import { z } from 'zod';
import { ok } from './answer-shapes.ts';
import { ticketTypes } from './booking.ts';
import { isoDate } from './timetable.ts';

/** Checking tickets in at the gate (issue 28 point 5, decision 136): the rules, words and calls' shapes. */

/**
 * The qualification that opens the gate screen to a volunteer, valid on the day they use it; an admin may
 * always. The demo roster's Gate duty role asks for it, so whoever is rostered at the gate holds it.
 */
export const GATE_QUALIFICATION = 'Gate check-in';

/** The most scans one call may send: a phone's queue after a long while without a signal goes in a few calls. */
export const GATE_SCANS_PER_CALL = 200;

export const gateMessages = {
  notAtTheGate: `Only volunteers with the ${GATE_QUALIFICATION} qualification and admins can check tickets in.`,
  unknownDeparture: 'That train is not bookable.',
  badScan: 'That scan cannot be read.',
} as const;

/** The words of the gate screen. */
export const gateWords = {
  title: 'Gate check-in',
  description: 'Check tickets in at the gate: scan each QR code, or find a booking by name.',
  day: 'Day',
  train: 'Train',
  noTrains: 'No bookable trains on this day.',
  counts: (checkedIn: number, sold: number) => `${checkedIn} of ${sold} tickets checked in`,
  scan: 'Scan tickets',
  stopScanning: 'Stop scanning',
  scannerReady: 'The scanner is ready, with or without a signal.',
  cameraFailed: 'The camera cannot be used. Please check the browser’s permission, or find the booking by name.',
  search: 'Find by name',
  checkIn: 'Check in',
  checkedIn: 'Checked in',
  noMatch: 'No booking on this train matches that name.',
  ticketOf: (name: string, label: string) => `${name}: ${label}`,
  welcome: (name: string, label: string) => `Checked in: ${name}, ${label}.`,
  repeat: (name: string, label: string) => `Already checked in: ${name}, ${label}. Please check this ticket.`,
  notATicket: 'This is not a ticket for this train. Please check the day and train.',
  offline: 'No signal: scans are kept on this phone and sent when the signal is back.',
  waiting: (n: number) => `${n} ${n === 1 ? 'scan' : 'scans'} waiting to be sent.`,
  allSent: 'Every scan is sent.',
  flagged: 'Flagged: scanned more than once',
  /** A ticket whose holder has babes in arms on their lap: they have no ticket of their own. */
  withBabes: (label: string, babes: number) => `${label}, ${ticketTypes.babe.label} ×${babes}`,
} as const;

const hexHash = z.string().regex(/^[0-9a-f]{64}$/, gateMessages.badScan);

/** One ticket of the day's manifest: named by the SHA-256 of its signed reference, never the reference itself. */
export const gateTicketSchema = z.object({
  hash: z.string(),
  name: z.string(),
  label: z.string(),
  /** Scanned at least once; `repeats` counts the scans after the first (flagged). */
  checkedIn: z.boolean(),
  repeats: z.number(),
});
export type GateTicket = z.infer<typeof gateTicketSchema>;

export const gateDepartureSchema = z.object({
  id: z.string(),
  time: z.string(),
  sold: z.number(),
  checkedIn: z.number(),
  tickets: z.array(gateTicketSchema),
});

/** A day's manifest: what a gate phone keeps to check tickets with no signal. */
export const gateDaySchema = z.object({ date: z.string(), departures: z.array(gateDepartureSchema) });
export type GateDay = z.infer<typeof gateDaySchema>;

/** A scan as the phone recorded it, perhaps long before it could send it; `id` is the phone's, made once. */
export const gateScanSchema = z.object({
  id: z.uuid(gateMessages.badScan),
  ticketHash: hexHash,
  departureId: z.uuid(gateMessages.unknownDeparture),
  scannedAt: z.iso.datetime({ offset: true, message: gateMessages.badScan }),
  deviceId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, gateMessages.badScan),
});
export type GateScan = z.infer<typeof gateScanSchema>;

export const checkInRequest = z.object({ scans: z.array(gateScanSchema).min(1).max(GATE_SCANS_PER_CALL) });

/** What became of each scan: the ticket's check-in, a repeat (stored, flagged), or no ticket of that train. */
export const scanOutcomes = ['checked_in', 'repeat', 'not_a_ticket'] as const;
export type ScanOutcome = (typeof scanOutcomes)[number];
export const checkInAnswer = z.object({
  results: z.array(z.object({ id: z.string(), outcome: z.enum(scanOutcomes) })),
});
export type CheckInAnswer = z.infer<typeof checkInAnswer>;

export const gateSchemas = {
  gateDay: { params: z.object({ date: isoDate }) },
  checkIn: { body: checkInRequest },
};

export const gateResponses = {
  gateDay: { answer: ok(gateDaySchema) },
  checkIn: { answer: ok(checkInAnswer) },
};
