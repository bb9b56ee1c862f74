import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { CheckInAnswer, GateDay, GateScan } from '@lmr/shared/booking-gate';
import { ApiError } from '../../lib/api-client.ts';
import { freshOrKeptManifest, queueScan, sendWaiting, ticketHash, waitingScans } from './gate-queue.ts';

const scanAt = (minute: number): GateScan => ({
  id: crypto.randomUUID(),
  ticketHash: 'a'.repeat(64),
  departureId: crypto.randomUUID(),
  scannedAt: `2026-10-31T18:${String(minute).padStart(2, '0')}:00.000Z`,
  deviceId: 'phone-a',
});
const noSignal = () => Promise.reject(new TypeError('Failed to fetch'));
const answerAll =
  (sent: GateScan[][]) =>
  async (scans: GateScan[]): Promise<CheckInAnswer> => {
    sent.push(scans);
    return { results: scans.map((s) => ({ id: s.id, outcome: 'checked_in' })) };
  };

// IndexedDB is the real thing's stand-in here (fake-indexeddb); the queue, the manifest and the hashing are ours.
describe('the gate phone’s queue of scans', () => {
  it('keeps scans made with no signal and sends them, oldest first, once there is one; then none wait', async () => {
    const later = scanAt(5);
    const earlier = scanAt(1);
    await queueScan(later);
    await queueScan(earlier);
    expect(await sendWaiting(noSignal)).toEqual([]);
    expect((await waitingScans()).map((s) => s.id)).toEqual([earlier.id, later.id]);

    const sent: GateScan[][] = [];
    const answered = await sendWaiting(answerAll(sent));
    expect(sent).toEqual([[earlier, later]]);
    expect(answered.map((r) => r.outcome)).toEqual(['checked_in', 'checked_in']);
    expect(await waitingScans()).toEqual([]);
  });

  it('keeps a scan the server did not answer for the next try', async () => {
    const answered = scanAt(7);
    const unanswered = scanAt(8);
    await queueScan(answered);
    await queueScan(unanswered);
    let calls = 0;
    await sendWaiting(async () => {
      if (++calls > 1) throw new TypeError('Failed to fetch');
      return { results: [{ id: answered.id, outcome: 'repeat' }] };
    });
    expect((await waitingScans()).map((s) => s.id)).toEqual([unanswered.id]);
    await sendWaiting(answerAll([]));
  });

  it('sends a long queue in calls of at most 200 scans', async () => {
    for (let i = 0; i < 250; i++) await queueScan(scanAt(i % 60));
    const sent: GateScan[][] = [];
    await sendWaiting(answerAll(sent));
    expect(sent.map((batch) => batch.length)).toEqual([200, 50]);
  });

  it('opens the day kept last time when there is no signal, but not when the server refuses', async () => {
    const day: GateDay = { date: '2026-10-31', departures: [] };
    expect(await freshOrKeptManifest(day.date, async () => day)).toEqual(day);
    expect(await freshOrKeptManifest(day.date, noSignal)).toEqual(day);
    await expect(freshOrKeptManifest('2026-11-01', noSignal)).rejects.toThrow('Failed to fetch');
    const refusal = new ApiError(403, 'forbidden', 'Only volunteers…');
    await expect(freshOrKeptManifest(day.date, () => Promise.reject(refusal))).rejects.toBe(refusal);
  });

  it('names a ticket by the SHA-256 of its QR code’s text, as the server’s manifest does', async () => {
    expect(await ticketHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
