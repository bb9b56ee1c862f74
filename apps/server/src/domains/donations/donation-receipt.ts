import { donationWayNames, donationWords as w } from '@lmr/shared/donation-words';
import { longDate } from '@lmr/shared/day-text';
import { formatPence, railwayToday } from '@lmr/shared/timetable';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { publishedSettings } from '../content/site-content-service.ts';
import { defineJob, type JobDefinition, type JobQueue } from '../mail/job-definitions.ts';
import { renderMail } from '../mail/mail-template.ts';
import type { Mailer } from '../mail/mailer.ts';
import { queueNow, queueRecorded, sendOnce } from '../mail/mail-once.ts';
import { type DonationRow, donationById, receiptSteps } from './donations-repository.ts';
import { trustOf } from '../content/site-content-service.ts';
import { monthlyReceiptLines } from './monthly-gifts.ts';

/*
 * One receipt per gift received, through the mail queue (decision 146): the gift's row is claimed by the one job
 * that sends it and marked sent, so a second job, a re-delivered webhook or a sweep finds nothing to send. In the
 * Isle of Man the donor claims relief on their own return: the receipt carries what that return needs.
 */

async function render(
  database: Database,
  config: Config,
  gift: DonationRow & { email: string },
  monthlyLines: string[],
) {
  const settings = await publishedSettings(database.db);
  const trust = trustOf(settings);
  const purpose = settings?.donation.purpose;
  const lines = [
    `Receipt number: ${gift.reference}`,
    `Received from: ${gift.name}`,
    `Amount: ${formatPence(gift.amountPence)}`,
    `Date received: ${longDate(railwayToday(gift.receivedAt!))}`,
    `Given by: ${donationWayNames[gift.way]}`,
    `Received by: ${trust}${settings?.charityNumber ? `, registered charity number ${settings.charityNumber}` : ''}`,
  ];
  const body = [
    w.receiptIntro(gift.name),
    lines.join('\n'),
    ...monthlyLines,
    ...(purpose ? [w.receiptAppeal(purpose)] : []),
    w.receiptTaxNote,
  ].join('\n\n');
  const subject = w.receiptSubject(trust);
  return {
    to: gift.email,
    subject,
    automatic: true,
    ...renderMail({ heading: subject, body, publicUrl: config.publicUrl }),
  };
}

/** Sends a gift's receipt once (mail-once.ts); a monthly gift's link made for it is undone if the mail fails. */
const mailReceipt = (database: Database, mailer: Mailer, config: Config, donationId: string) =>
  sendOnce(database.db, receiptSteps, donationId, async () => {
    const gift = await donationById(database.db, donationId);
    if (!gift?.email) return;
    const monthly = gift.monthlyGiftId
      ? await monthlyReceiptLines(database.db, config.publicUrl, gift.monthlyGiftId)
      : undefined;
    try {
      const mail = await render(database, config, { ...gift, email: gift.email }, monthly?.lines ?? []);
      await mailer.send({ ...mail, messageId: `<donation-${donationId}@${new URL(config.publicUrl).hostname}>` });
    } catch (err) {
      await monthly?.undo();
      throw err;
    }
  });

/** A gift's receipt: the job carries the gift's id and nothing else. */
export const donationReceiptJob: JobDefinition<{ donationId: string }> = defineJob({
  kind: 'donation-receipt',
  run: ({ donationId }, { database, mailer, config }) => mailReceipt(database, mailer, config, donationId),
  sweep: {
    everyMs: 5_000,
    run: ({ database, queue, log }) =>
      queueRecorded(
        database.db,
        receiptSteps,
        (donationId) => queue.send(donationReceiptJob, { donationId }),
        log,
        'donation receipts',
      ),
  },
});

/** Queues the receipt of a gift received by a committed change at once, instead of at the next sweep. */
export const queueReceipt = (database: Database, queue: JobQueue, donationId: string) =>
  queueNow(database.db, receiptSteps, (id) => queue.send(donationReceiptJob, { donationId: id }), donationId);
