import { inArray, sql } from 'drizzle-orm';
import { supporterWords, timelineWords } from '@lmr/shared/supporter-words';
import { formatPence } from '@lmr/shared/timetable';
import type { Tx } from '../../db/database.ts';
import { donations, monthlyGifts } from '../../db/schema/index.ts';
import { defineSupporterSource } from '../supporters/supporter-sources.ts';
import { giftWithRefunds } from './donations-repository.ts';
import { stopGiftsOf } from './monthly-gifts.ts';

/** A donor's gifts by their normalised e-mails. */
const byEmails = (emails: string[]) => inArray(sql`lower(${donations.email})`, emails);

const giftsOf = (tx: Tx, emails: string[]) => tx.select(giftWithRefunds).from(donations).where(byEmails(emails));

const monthlyOf = (emails: string[]) => inArray(sql`lower(${monthlyGifts.email})`, emails);
const monthlyGiftsOf = (tx: Tx, emails: string[]) => tx.select().from(monthlyGifts).where(monthlyOf(emails));

/**
 * Gifts on the supporter record (issue 29), one-off and each month of a monthly gift, and the monthly gifts
 * themselves. Erasure first stops each monthly gift still running at the provider, then keeps each gift's amount
 * and date, as tax law requires.
 */
export const donationsSupporterSource = defineSupporterSource({
  name: 'donations',
  timeline: async (emails, tx) => [
    ...(await giftsOf(tx, emails)).map((g) => ({
      at: g.receivedAt ?? g.createdAt,
      kind: 'donation',
      summary: timelineWords.gift(
        formatPence(g.amountPence),
        g.way,
        g.state,
        g.state === 'received' && g.refundedPence > 0 ? formatPence(g.refundedPence) : undefined,
      ),
      amountPence: g.amountPence,
    })),
    ...(await monthlyGiftsOf(tx, emails)).map((m) => ({
      at: m.startedAt ?? m.createdAt,
      kind: 'monthly gift',
      summary: timelineWords.monthlyGift(formatPence(m.amountPence), m.state),
    })),
  ],
  exportData: async (emails, tx) => [
    ...(await giftsOf(tx, emails)).map((g) => ({
      reference: g.reference,
      amountPence: g.amountPence,
      way: g.way,
      state: g.state,
      name: g.name,
      email: g.email,
      createdAt: g.createdAt.toISOString(),
      receivedAt: g.receivedAt?.toISOString() ?? null,
    })),
    ...(await monthlyGiftsOf(tx, emails)).map((m) => ({
      monthlyGift: m.id,
      amountPence: m.amountPence,
      state: m.state,
      name: m.name,
      email: m.email,
      startedAt: m.startedAt?.toISOString() ?? null,
      stoppedAt: m.stoppedAt?.toISOString() ?? null,
    })),
  ],
  stopBeforeErasure: (emails, { db, payments }) => stopGiftsOf(db, payments, emails),
  erase: async (emails, tx) => {
    await tx.update(donations).set({ name: supporterWords.erasedName, email: null }).where(byEmails(emails));
    await tx
      .update(monthlyGifts)
      .set({ name: supporterWords.erasedName, email: null, manageTokenHash: null })
      .where(monthlyOf(emails));
  },
});
