import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { type GateTicket, gateWords as w } from '@lmr/shared/booking-gate';
import { railwayToday } from '@lmr/shared/timetable';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { Field, SelectField } from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { checkIn, gateDay } from './api.ts';
import { deviceId, freshOrKeptManifest, queueScan, sendWaiting, ticketHash, waitingScans } from './gate-queue.ts';
import './gate.css';

// The decoder is a download of its own, fetched when the volunteer first starts the camera.
const GateScanner = lazy(() => import('./gate-scanner.tsx'));

/** Whether the browser has a signal; the server's render assumes one. */
function useOnline() {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * The gate screen, on a volunteer's phone (decision 136): the day's trains with their manifest, kept on the phone;
 * each ticket scanned or found by name is checked in here at once and its scan queued, sent when there is a signal.
 * A ticket already checked in (here, or by another phone as the server answers) is flagged.
 */
function GatePage() {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [date, setDate] = useState(railwayToday);
  const [departureId, setDepartureId] = useState('');
  const [scanning, setScanning] = useState(false);
  const [search, setSearch] = useState('');
  const { feedback, show } = useTimedFeedback(true);
  /** The scan last shown as checked in: flagged after all if the server says another phone had the ticket first. */
  const lastShown = useRef<{ id: string; ticket: GateTicket }>(undefined);
  const [waiting, setWaiting] = useState(0);
  /** Tickets checked in on this phone since the manifest was read: counted and flagged before the server knows. */
  const [checkedHere, setCheckedHere] = useState(() => new Set<string>());
  const day = useQuery({
    queryKey: ['gate-day', date] as const,
    queryFn: () => freshOrKeptManifest(date, gateDay),
    retry: false,
  });
  const departures = day.data?.departures ?? [];
  const departure = departures.find((d) => d.id === departureId) ?? departures[0];
  const isIn = (t: GateTicket) => t.checkedIn || checkedHere.has(t.hash);

  // The installable web app, on this screen alone: its manifest, and the service worker that keeps it offline.
  useEffect(() => {
    const manifest = Object.assign(document.createElement('link'), { rel: 'manifest', href: '/gate.webmanifest' });
    document.head.append(manifest);
    navigator.serviceWorker?.register('/gate-sw.js', { scope: '/gate' }).catch(() => undefined);
    return () => manifest.remove();
  }, []);
  // The scanner and its decoder, made ready while there is a signal.
  const [scannerReady, setScannerReady] = useState(false);
  useEffect(() => {
    import('./gate-scanner.tsx')
      .then((scanner) => scanner.decoderReady)
      .then(
        () => setScannerReady(true),
        () => undefined,
      );
  }, []);

  const sync = useCallback(async () => {
    const results = await sendWaiting(checkIn);
    setWaiting((await waitingScans()).length);
    if (results.length === 0) return;
    const last = lastShown.current;
    if (last && results.some((r) => r.id === last.id && r.outcome === 'repeat'))
      show(w.repeat(last.ticket.name, last.ticket.label), 'error');
    await queryClient.invalidateQueries({ queryKey: ['gate-day'] });
  }, [queryClient, show]);

  // Scans a closed screen left waiting go at once; later ones when the signal comes back.
  useEffect(() => {
    void Promise.resolve().then(sync);
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [sync]);

  const record = async (ticket: GateTicket) => {
    if (!departure) return;
    const id = crypto.randomUUID();
    if (isIn(ticket)) show(w.repeat(ticket.name, ticket.label), 'error');
    else {
      show(w.welcome(ticket.name, ticket.label), 'success');
      lastShown.current = { id, ticket };
    }
    setCheckedHere((s) => new Set(s).add(ticket.hash));
    await queueScan({
      id,
      ticketHash: ticket.hash,
      departureId: departure.id,
      scannedAt: new Date().toISOString(),
      deviceId: await deviceId(),
    });
    setWaiting((await waitingScans()).length);
    await sync();
  };

  const onCode = useCallback(
    async (text: string) => {
      setScanning(false);
      const hash = await ticketHash(text);
      const ticket = departure?.tickets.find((t) => t.hash === hash);
      if (ticket) await record(ticket);
      else show(w.notATicket, 'error');
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [departure, checkedHere],
  );
  const onCameraFailure = useCallback(() => {
    setScanning(false);
    show(w.cameraFailed, 'error');
  }, [show]);

  const refused = day.error instanceof ApiError ? day.error.message : day.error && w.offline;
  const found =
    departure && search.trim().length >= 2
      ? departure.tickets.filter((t) => t.name.toLowerCase().includes(search.trim().toLowerCase()))
      : [];

  return (
    <article className="page gate">
      <PageMeta title={w.title} description={w.description} noindex />
      <h1>{w.title}</h1>
      {!online && <p className="alert gate-offline">{w.offline}</p>}
      <p role="status" className="gate-waiting">
        {waiting > 0 ? w.waiting(waiting) : w.allSent}
      </p>
      <Field label={w.day} type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
      {refused && <p className="alert alert-error">{refused}</p>}
      {day.data && departures.length === 0 && <p>{w.noTrains}</p>}
      {departure && (
        <>
          <SelectField label={w.train} value={departure.id} onChange={(e) => setDepartureId(e.currentTarget.value)}>
            {departures.map((d) => (
              <option key={d.id} value={d.id}>
                {d.time}
              </option>
            ))}
          </SelectField>
          <p className="gate-count">{w.counts(departure.tickets.filter(isIn).length, departure.sold)}</p>
          <Alert feedback={feedback} />
          {scannerReady && <p>{w.scannerReady}</p>}
          <button type="button" onClick={() => setScanning((s) => !s)}>
            {scanning ? w.stopScanning : w.scan}
          </button>
          {scanning && (
            <Suspense fallback={null}>
              <GateScanner onCode={onCode} onFailure={onCameraFailure} />
            </Suspense>
          )}
          <Field label={w.search} type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
          {search.trim().length >= 2 && found.length === 0 && <p>{w.noMatch}</p>}
          <ul className="gate-found">
            {found.map((t) => (
              <li key={t.hash}>
                <span>
                  {w.ticketOf(t.name, t.label)}
                  {t.repeats > 0 && <strong className="gate-flag"> {w.flagged}</strong>}
                </span>
                <button
                  type="button"
                  onClick={() => record(t)}
                  aria-label={`${w.checkIn}: ${w.ticketOf(t.name, t.label)}`}
                >
                  {isIn(t) ? w.checkedIn : w.checkIn}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}

export default withQueryClient(GatePage);
