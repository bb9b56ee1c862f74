import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AdminBooking } from '@lmr/shared/booking';
import { type AdminOrder, bookingAdminWords as w } from '@lmr/shared/booking-admin';
import { longDate } from '@lmr/shared/day-text';
import { formatPence } from '@lmr/shared/timetable';
import { DataTable } from '../../components/ui/data-table.tsx';
import { Field, SelectField } from '../../components/ui/form-field.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { errorWords, type ScreenActions } from '../../components/ui/screen-actions.ts';
import { markPaidAtStation, moveOrder, refundPayment, resendTickets, searchOrders } from './booking-admin-api.ts';
import { ticketWords } from './departure-manifest.tsx';

const train = (o: { date: string; time: string }) => `${longDate(o.date)}, ${o.time}`;
const leftToRefund = (o: AdminOrder) => (o.payment ? o.payment.amountPence - o.payment.refundedPence : 0);

function RefundDialog({ order, actions, onClose }: { order: AdminOrder; actions: ScreenActions; onClose: () => void }) {
  const left = leftToRefund(order);
  const [pounds, setPounds] = useState((left / 100).toFixed(2));
  // One key for this refund, however often it is pressed: the payment provider refunds it once.
  const [key] = useState(() => crypto.randomUUID());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const pence = Math.round(Number(pounds) * 100);
    actions.run({
      call: () => refundPayment(order.payment!.id, pence, key),
      done: w.refunded(formatPence(pence)),
      then: onClose,
    });
  };
  return (
    <ModalDialog open title={`${w.refund}: ${order.name ?? ''}, ${train(order)}`} onClose={onClose} maxWidth={480}>
      <form onSubmit={submit}>
        <Field
          label={w.refundAmount}
          inputMode="decimal"
          value={pounds}
          onChange={(e) => setPounds(e.currentTarget.value)}
        />
        <button type="submit" disabled={actions.busy}>
          {w.refund}
        </button>
      </form>
    </ModalDialog>
  );
}

function MoveDialog({
  order,
  data,
  actions,
  onClose,
}: {
  order: AdminOrder;
  data: AdminBooking;
  actions: ScreenActions;
  onClose: () => void;
}) {
  const others = data.departures.filter((d) => d.id !== order.departureId);
  const [to, setTo] = useState(others[0]?.id ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actions.run({ call: () => moveOrder(order.id, to), done: w.moved, then: onClose });
  };
  return (
    <ModalDialog open title={`${w.move}: ${order.name ?? ''}, ${train(order)}`} onClose={onClose} maxWidth={480}>
      <form onSubmit={submit}>
        <SelectField label={w.moveTo} value={to} onChange={(e) => setTo(e.currentTarget.value)}>
          {others.map((d) => (
            <option key={d.id} value={d.id}>
              {train(d)} ({Math.max(0, d.seats - d.seatsSold - d.seatsHeld)} free)
            </option>
          ))}
        </SelectField>
        <button type="submit" disabled={actions.busy || !to}>
          {w.move}
        </button>
      </form>
    </ModalDialog>
  );
}

/** Orders found by a buyer's name, e-mail or reference; each refunded, its tickets resent, moved, or paid at the station. */
export function FindBookingSection({ data, actions }: { data: AdminBooking; actions: ScreenActions }) {
  const [words, setWords] = useState('');
  const [q, setQ] = useState('');
  // A refused search (too short) is said at once: asking again would be refused again.
  const found = useQuery({
    queryKey: ['booking-orders', q],
    queryFn: () => searchOrders(q),
    enabled: q !== '',
    retry: false,
  });
  const [open, setOpen] = useState<{ order: AdminOrder; dialog: 'refund' | 'move' } | null>(null);
  const close = () => {
    setOpen(null);
    void found.refetch();
  };
  return (
    <section aria-labelledby="find-booking">
      <h2 id="find-booking">{w.ordersTitle}</h2>
      <form
        className="booking-form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(words.trim());
        }}
      >
        <Field label={w.search} value={words} onChange={(e) => setWords(e.currentTarget.value)} />
        <button type="submit">{w.searchButton}</button>
      </form>
      {found.error && <p role="alert">{errorWords(found.error)}</p>}
      {found.data?.length === 0 && <p role="status">{w.noOrders}</p>}
      {found.data && found.data.length > 0 && (
        <DataTable
          label={w.ordersFound}
          caption={w.ordersFound}
          rows={found.data}
          columns={[
            { header: 'Buyer', rowHeader: true, cell: (o) => `${o.name ?? ''} ${o.email ?? ''}` },
            { header: 'Train', cell: train },
            { header: 'Tickets', cell: (o) => ticketWords(o.tickets) },
            { header: 'Total', cell: (o) => `${formatPence(o.totalPence)}, ${o.state}` },
            {
              header: 'Actions',
              hiddenHeader: true,
              cell: (o) => (
                <div className="actions">
                  {o.state === 'reserved' && (
                    <button
                      type="button"
                      onClick={() =>
                        actions.run({ call: () => markPaidAtStation(o.id), done: w.markedPaid, then: close })
                      }
                    >
                      {w.paidAtStation}
                    </button>
                  )}
                  {leftToRefund(o) > 0 && (
                    <button type="button" onClick={() => setOpen({ order: o, dialog: 'refund' })}>
                      {w.refund}
                    </button>
                  )}
                  <button
                    type="button"
                    onClick={() => actions.run({ call: () => resendTickets(o.id), done: w.resent })}
                  >
                    {w.resend}
                  </button>
                  <button type="button" onClick={() => setOpen({ order: o, dialog: 'move' })}>
                    {w.move}
                  </button>
                </div>
              ),
            },
          ]}
        />
      )}
      {open?.dialog === 'refund' && <RefundDialog order={open.order} actions={actions} onClose={close} />}
      {open?.dialog === 'move' && <MoveDialog order={open.order} data={data} actions={actions} onClose={close} />}
    </section>
  );
}
