import { createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { keysFromFile } from '../second-factor/authenticator-keys.ts';

/**
 * A ticket's reference (in its QR code) and a booking's manage reference (in its link) are the order's id
 * signed with HMAC-SHA-256 under a key kept outside the database (TICKET_KEYS, or DATA_DIR/ticket-keys):
 * unguessable without the key, and a gate holding the key verifies one without the database (decision 130).
 * The first key signs; every key verifies, so a key is rotated by putting a new one first.
 */
export type TicketKeys = Buffer[];

const KEY_FILE = 'ticket-keys';
const SIGNATURE_BYTES = 16;

export const loadTicketKeys = async (config: { ticketKeys?: Buffer[]; dataDir: string }): Promise<TicketKeys> =>
  config.ticketKeys ?? keysFromFile(path.join(config.dataDir, KEY_FILE));

type Signed = { kind: 'ticket'; orderId: string; ticket: number } | { kind: 'manage'; orderId: string };

const fieldsOf = (what: Signed) =>
  what.kind === 'ticket' ? ['t', what.orderId, String(what.ticket)] : ['m', what.orderId];

const signature = (key: Buffer, fields: string[]) =>
  createHmac('sha256', key).update(fields.join('.')).digest().subarray(0, SIGNATURE_BYTES);

export function signReference(keys: TicketKeys, what: Signed) {
  const fields = fieldsOf(what);
  return [...fields, signature(keys[0]!, fields).toString('base64url')].join('.');
}

/** What a reference signs, or undefined when no key made its signature (forged, changed or malformed). */
export function verifyReference(keys: TicketKeys, reference: string): Signed | undefined {
  const parts = reference.split('.');
  const given = Buffer.from(parts.pop() ?? '', 'base64url');
  if (given.length !== SIGNATURE_BYTES || !keys.some((key) => timingSafeEqual(signature(key, parts), given)))
    return undefined;
  const [kind, orderId = '', ticket] = parts;
  if (kind === 't' && parts.length === 3) return { kind: 'ticket', orderId, ticket: Number(ticket) };
  if (kind === 'm' && parts.length === 2) return { kind: 'manage', orderId };
  return undefined;
}
