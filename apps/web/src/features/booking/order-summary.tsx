import { bookingMessages, bookingWords, type Order, ticketTypeNames, ticketTypes } from '@lmr/shared/booking';
import { longDate } from '@lmr/shared/day-text';
import { formatPence } from '@lmr/shared/timetable';

/** The states in which the fare may still be paid at the station: not once it is paid, refunded, cancelled or expired. */
const owedAtStation: Order['state'][] = ['held', 'reserved', 'awaiting_payment'];

/** What a booking is: its train, its tickets and what it costs, or that it is paid (online or at the station). */
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
      {order.state === 'paid' && <p>{bookingMessages.paidNote}</p>}
      {owedAtStation.includes(order.state) && (
        <p>
          {bookingWords.toPay}: <strong>{formatPence(order.totalPence)}</strong>
        </p>
      )}
    </>
  );
}
