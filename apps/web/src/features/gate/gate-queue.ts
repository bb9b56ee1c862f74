import { type DBSchema, openDB } from 'idb';
import { type CheckInAnswer, GATE_SCANS_PER_CALL, type GateDay, type GateScan } from '@lmr/shared/booking-gate';
import { ApiError } from '../../lib/api-client.ts';

/*
 * What a gate phone keeps in IndexedDB so that it works with no signal (decision 136): each day's manifest as
 * last read, the scans not yet sent, and the phone's own id, which marks its scans.
 */

interface GateDb extends DBSchema {
  manifests: { key: string; value: GateDay };
  waiting: { key: string; value: GateScan };
  device: { key: string; value: string };
}

const openGateDb = () =>
  openDB<GateDb>('lmr-gate', 1, {
    upgrade(db) {
      db.createObjectStore('manifests', { keyPath: 'date' });
      db.createObjectStore('waiting', { keyPath: 'id' });
      db.createObjectStore('device');
    },
  });

/**
 * The day's manifest from the server, kept for later; with no signal, the one kept last time. A refusal (signed
 * out, no gate qualification) is no lack of signal: it is thrown, and the kept manifest stays unread.
 */
export async function freshOrKeptManifest(date: string, fetchDay: (date: string) => Promise<GateDay>) {
  const db = await openGateDb();
  try {
    const day = await fetchDay(date);
    await db.put('manifests', day);
    return day;
  } catch (err) {
    const kept = err instanceof ApiError ? undefined : await db.get('manifests', date);
    if (!kept) throw err;
    return kept;
  }
}

/** This phone's id, made once: the server keeps it with each scan, so two phones' scans can be told apart. */
export async function deviceId() {
  const db = await openGateDb();
  const known = await db.get('device', 'id');
  if (known) return known;
  const made = crypto.randomUUID().replaceAll('-', '');
  await db.put('device', made, 'id');
  return made;
}

export async function queueScan(scan: GateScan) {
  await (await openGateDb()).put('waiting', scan);
}

/** The scans not sent yet, oldest first. */
export async function waitingScans() {
  const scans = await (await openGateDb()).getAll('waiting');
  return scans.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
}

/**
 * Sends the waiting scans, oldest first, a call at a time; each scan the server answered leaves the queue. With
 * no signal the call fails and the scans wait for the next try; a scan sent twice (its answer lost) is recorded
 * once by the server, which knows it by its id. What the server answered.
 */
export async function sendWaiting(send: (scans: GateScan[]) => Promise<CheckInAnswer>) {
  const answered: CheckInAnswer['results'] = [];
  for (;;) {
    const batch = (await waitingScans()).slice(0, GATE_SCANS_PER_CALL);
    if (batch.length === 0) return answered;
    let answer: CheckInAnswer;
    try {
      answer = await send(batch);
    } catch {
      return answered;
    }
    const db = await openGateDb();
    const tx = db.transaction('waiting', 'readwrite');
    await Promise.all([...answer.results.map((r) => tx.store.delete(r.id)), tx.done]);
    answered.push(...answer.results);
  }
}

/** The SHA-256 of a ticket's QR code text, as the manifest names each ticket. */
export async function ticketHash(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
