import { GATE_QUALIFICATION, type GateDay, gateWords, type GateScan, type ScanOutcome } from '@lmr/shared/booking-gate';
import type { Db } from '../../db/database.ts';
import { holdsQualification } from '../rostering/qualifications-repository.ts';
import type { SessionUser } from '../sessions/sessions-repository.ts';
import { hashToken } from '../sessions/tokens.ts';
import { confirmedOrders, departuresOfDay, recordScan, scansOf } from './gate-repository.ts';
import { ticketLabels } from './ticket-mail.ts';
import { signReference, type TicketKeys } from './ticket-references.ts';

/*
 * Checking tickets in at the gate (decision 136). A phone keeps the day's manifest: each ticket named by the
 * SHA-256 of its signed reference, so the phone checks a QR code with no signal and never holds the key nor a
 * reference that would make a ticket. Scans come back later, perhaps twice, perhaps from two phones: each is kept.
 */

/** The gate is an admin's, or a volunteer's who holds the gate's qualification, valid today. */
export const keepsTheGate = async (db: Db, user: SessionUser, today: string) =>
  user.role === 'admin' || holdsQualification(db, user.id, GATE_QUALIFICATION, today);

type Orders = Awaited<ReturnType<typeof confirmedOrders>>;

/** Each ticket of these orders, named by the hash of the reference on its QR code. */
const ticketsOf = (keys: TicketKeys, orders: Orders) =>
  orders.flatMap((order) =>
    ticketLabels(order.tickets).map((label, i) => ({
      departureId: order.departureId,
      hash: hashToken(signReference(keys, { kind: 'ticket', orderId: order.id, ticket: i + 1 })),
      name: order.name ?? '',
      label: i === 0 && order.tickets.babe ? gateWords.withBabes(label, order.tickets.babe) : label,
    })),
  );

/** A day's trains, each with its tickets sold and how many are checked in: the manifest a gate phone keeps. */
export async function gateDay(db: Db, keys: TicketKeys, date: string): Promise<GateDay> {
  const [departures, orders] = await Promise.all([departuresOfDay(db, date), confirmedOrders(db, { day: date })]);
  const tickets = ticketsOf(keys, orders);
  const scans = await scansOf(
    db,
    tickets.map((t) => t.hash),
  );
  return {
    date,
    departures: departures.map((d) => {
      const own = tickets
        .filter((t) => t.departureId === d.id)
        .map(({ hash, name, label }) => {
          const count = scans.get(hash) ?? 0;
          return { hash, name, label, checkedIn: count > 0, repeats: Math.max(0, count - 1) };
        });
      return {
        id: d.id,
        time: d.departs,
        sold: own.length,
        checkedIn: own.filter((t) => t.checkedIn).length,
        tickets: own,
      };
    }),
  };
}

/** Records the scans a phone sends; a scan of no ticket of its train is answered so and not kept. */
export async function checkIn(db: Db, keys: TicketKeys, scans: GateScan[], userId: string) {
  const ticketsByTrain = new Map<string, Set<string>>();
  const results: { id: string; outcome: ScanOutcome }[] = [];
  for (const scan of scans) {
    let hashes = ticketsByTrain.get(scan.departureId);
    if (!hashes) {
      const orders = await confirmedOrders(db, { departureId: scan.departureId });
      hashes = new Set(ticketsOf(keys, orders).map((t) => t.hash));
      ticketsByTrain.set(scan.departureId, hashes);
    }
    if (!hashes.has(scan.ticketHash)) results.push({ id: scan.id, outcome: 'not_a_ticket' });
    else results.push({ id: scan.id, outcome: (await recordScan(db, scan, userId)) ? 'checked_in' : 'repeat' });
  }
  return { results };
}
