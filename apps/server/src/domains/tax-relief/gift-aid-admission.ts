import type { z } from 'zod';
import type { TicketType } from '@lmr/shared/booking';
import type { admissionDeclaration } from '@lmr/shared/tax-relief';
import type { Db, Tx } from '../../db/database.ts';
import { giftAidAdmissionPence } from './gift-aid-rules.ts';
import { insertDeclaration } from './tax-relief-repository.ts';
import { taxRelief } from './tax-relief-scheme.ts';

/*
 * Gift Aid on admission for booked tickets (decision 159): booking asks here whether it is offered and at what
 * prices, and hands over the declaration made with the booking. Whether a paid order is claimed is gift-aid.ts's.
 */

type Prices = Record<TicketType, number>;

/**
 * The day's prices with Gift Aid on admission, offered beside the standard ones, and the charity the declaration
 * names; null unless in UK mode.
 */
export async function giftAidAdmission(db: Db, prices: Prices) {
  const { scheme, charity } = await taxRelief(db);
  if (scheme !== 'uk-gift-aid') return null;
  const withGiftAid = Object.fromEntries(
    Object.entries(prices).map(([type, pence]) => [type, giftAidAdmissionPence(pence)]),
  ) as Prices;
  return { charity, prices: withGiftAid };
}

/** The buyer's declaration for this booking's payment, made online with the booking in its transaction. */
export const declareWithBooking = (
  tx: Tx,
  booking: { id: string; email: string },
  declaration: z.output<typeof admissionDeclaration>,
) =>
  insertDeclaration(tx, {
    ...declaration,
    email: booking.email,
    scope: 'this-gift',
    way: 'online',
    bookingOrderId: booking.id,
  });
