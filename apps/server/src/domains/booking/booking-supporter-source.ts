import { timelineWords } from '@lmr/shared/supporter-words';
import { defineSupporterSource } from '../supporters/supporter-sources.ts';
import { buyerOrders, eraseBuyerOrders } from './booking-admin-repository.ts';
import { buyerOrderShown } from './buyer-data.ts';

/** A buyer's orders on the supporter record (issue 29), by the e-mail given when booking. */
export const bookingSupporterSource = defineSupporterSource({
  name: 'bookings',
  timeline: async (emails, tx) =>
    (await buyerOrders(tx, emails)).map(({ order, date, time }) => ({
      at: order.createdAt,
      kind: 'booking',
      summary: timelineWords.booking(order.seats, time, date, order.state),
      amountPence: order.totalPence,
    })),
  exportData: async (emails, tx) => (await buyerOrders(tx, emails)).map(buyerOrderShown),
  // The tickets, seats and totals stay for the sales figures, as the keeping time's sweep leaves them.
  erase: async (emails, tx) => void (await eraseBuyerOrders(tx, emails)),
});
