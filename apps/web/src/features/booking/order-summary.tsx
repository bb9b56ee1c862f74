import { bookingMessages, bookingWords, type Order, ticketTypeNames, ticketTypes } from '@lmr/shared/booking';
import { longDate } from '@lmr/shared/day-text';
import { formatPence } from '@lmr/shared/timetable';

/** What a booking is: its train, its tickets and what it costs, or that it was paid online. */
export function OrderSummary({ order }: { order: Pick<Order, 'state' | 'date' | 'time' | 'tickets' | 'totalPence'> }) {
  return (
    <>
      <p>
        {longDate(order.date)}, the {order.time} train:
      </p>
      <ul>
        {ticketTypeNames
          .filter((t) => order.tickets[t] > 0)
          .map((t) => (
            <li key={t}>
              {order.tickets[t]} × {ticketTypes[t].label}
            </li>
          ))}
      </ul>
      {order.state === 'paid' && <p>{bookingMessages.paidOnlineNote}</p>}
      {order.state !== 'paid' && order.state !== 'refunded' && (
        <p>
          {bookingWords.toPay}: <strong>{formatPence(order.totalPence)}</strong>
        </p>
      )}
    </>
  );
}
