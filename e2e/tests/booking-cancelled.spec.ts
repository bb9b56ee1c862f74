import { expect, test } from '@playwright/test';
import { bookingMessages, bookingWords } from '@lmr/shared/booking';
import { cancelledDayMessages as m, cancelledTrainWords as w } from '@lmr/shared/booking-cancelled-day';
import { railwayToday } from '@lmr/shared/timetable';
import { expectNoAxeViolations } from '../support/axe.ts';
import { bookableDayPaidOnline, chooseSeats, payOnFakeStripe } from '../support/booking.ts';
import { receivedMail, waitForMail } from '../support/mailbox.ts';
import { addDays } from '../support/roster.ts';
import { e2ePorts } from '../support/settings.ts';

test.use({ viewport: { width: 360, height: 740 } });

/** The refunds the fake Stripe made of a checkout session's payment, in pence. */
const refundsOf = async (sessionId: string) =>
  (await fetch(`http://127.0.0.1:${e2ePorts.stripe}/refunds/${sessionId}`)).json() as Promise<number[]>;

test('on a phone, a day cancelled with a booking paid online and one to pay at the station: one mail each with the three choices, and the refund chosen reaches the fake Stripe', async ({
  browser,
  page,
}) => {
  // Beside two purchases, the cancellation mails wait on booking's sweep (every 5 s) and then the mail queue.
  test.setTimeout(60_000);
  // A day of its own, 62 to 69 days ahead, apart from the other journeys' days (volunteer-journey.spec's first
  // run takes 60 and 61; a cancelled day would refuse its duty): its sales open 90 days before.
  const day = addDays(railwayToday(), 62 + (test.info().repeatEachIndex % 8));
  const paidBy = `cancelled-paid-${day}@example.org`;
  const atStation = `cancelled-station-${day}@example.org`;
  const admin = await bookableDayPaidOnline(browser, day, { salesOpenDaysBefore: 90 });

  const sessionId = await payOnFakeStripe(page, await chooseSeats(page, day, paidBy));
  const station = await chooseSeats(page, day, atStation);
  await station.getByRole('button', { name: bookingMessages.payAtStation }).click();
  await expect(page.getByRole('heading', { name: bookingWords.confirmed })).toBeVisible();

  // The admin cancels the day in the timetable; booking's sweep (every 5 s) mails each booking on it.
  const cancelled = await admin.request.put(`/api/admin/timetable/changes/${day}`, {
    data: { status: 'cancelled', reason: 'high winds' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await admin.context().close();
  const subject = /^Cancelled: the 11:00 train/;
  const paidMail = await waitForMail(paidBy, subject, 30_000);
  for (const choice of [m.chooseMove, m.chooseRefundPaid('£7.50'), m.chooseDonate('£7.50')])
    expect(paidMail.text).toContain(choice);
  const stationMail = await waitForMail(atStation, subject, 30_000);
  for (const choice of [m.chooseMove, m.chooseRefundReserved, m.chooseDonateReserved])
    expect(stationMail.text).toContain(choice);

  // The paid buyer opens the mail's link and takes the refund, asked first by name.
  await page.goto(/\/book\/manage#ref=\S+/.exec(paidMail.text)![0]);
  await expect(page.getByText(w.cancelled)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: w.refund }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Action' });
  await expect(dialog.getByText(w.askRefund('£7.50'))).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(w.refundedNow)).toBeVisible();
  await expect(page.getByText(w.chosen.refunded)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await refundsOf(sessionId)).toEqual([750]);

  const cancellationMails = (await receivedMail()).filter((r) => subject.test(r.subject));
  expect(cancellationMails.filter((r) => r.to.includes(paidBy))).toHaveLength(1);
  expect(cancellationMails.filter((r) => r.to.includes(atStation))).toHaveLength(1);
});
