import { inArray, sql } from 'drizzle-orm';
import { supporterWords, timelineWords } from '@lmr/shared/supporter-words';
import { formatPence } from '@lmr/shared/timetable';
import type { Tx } from '../../db/database.ts';
import { donations } from '../../db/schema/index.ts';
import { defineSupporterSource } from '../supporters/supporter-sources.ts';

/** A donor's gifts by their normalised e-mails. */
const byEmails = (emails: string[]) => inArray(sql`lower(${donations.email})`, emails);

const giftsOf = (tx: Tx, emails: string[]) => tx.select().from(donations).where(byEmails(emails));

/** One-off gifts on the supporter record (issue 29). Erasure keeps each gift's amount and date, as tax law requires. */
export const donationsSupporterSource = defineSupporterSource({
  name: 'donations',
  timeline: async (emails, tx) =>
    (await giftsOf(tx, emails)).map((g) => ({
      at: g.receivedAt ?? g.createdAt,
      kind: 'donation',
      summary: timelineWords.gift(formatPence(g.amountPence), g.way, g.state),
      amountPence: g.amountPence,
    })),
  exportData: async (emails, tx) =>
    (await giftsOf(tx, emails)).map((g) => ({
      reference: g.reference,
      amountPence: g.amountPence,
      way: g.way,
      state: g.state,
      name: g.name,
      email: g.email,
      createdAt: g.createdAt.toISOString(),
      receivedAt: g.receivedAt?.toISOString() ?? null,
    })),
  erase: async (emails, tx) => {
    await tx.update(donations).set({ name: supporterWords.erasedName, email: null }).where(byEmails(emails));
  },
});
