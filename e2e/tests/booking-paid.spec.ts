import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { bookingMessages, bookingWords } from '@lmr/shared/booking';
import { railwayToday } from '@lmr/shared/timetable';
import { decodeQr } from '../../apps/server/test/support/qr-code.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { bookableDayPaidOnline, chooseSeats, payOnFakeStripe } from '../support/booking.ts';
import { type ReceivedMail, receivedMail, waitForMail } from '../support/mailbox.ts';
import { addDays } from '../support/roster.ts';
import { e2ePorts } from '../support/settings.ts';

test.use({ viewport: { width: 360, height: 740 } });

/** The tickets mail as a phone shows it: three QR codes that decode to signed tickets, and the train's .ics. */
async function expectThreeTicketsAndTheTrain(mail: ReceivedMail, day: string) {
  const codes = mail.attachments.filter((a) => a.contentType === 'image/png');
  const tickets = await Promise.all(codes.map((c) => decodeQr(Buffer.from(c.base64, 'base64'))));
  expect(tickets).toHaveLength(3);
  for (const ticket of tickets) expect(ticket).toMatch(/^t\.[\w-]+\.[123]\.[\w-]+$/);
  const ics = mail.attachments.find((a) => a.filename === 'train.ics')!;
  const calendar = new ICAL.Component(ICAL.parse(Buffer.from(ics.base64, 'base64').toString('utf8')) as unknown[]);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  expect(event.summary).toContain('11:00 train');
  expect(event.startDate.toString().slice(0, 10)).toBe(day);
}

const mailsTo = async (email: string) => (await receivedMail()).filter((m) => m.to.includes(email));

test('on a phone, two adults and a child on a Ghost Train evening paid through Stripe, then others paying at the station: one tickets mail each, a re-sent webhook changes nothing', async ({
  browser,
  page,
}) => {
  // A day of its own, 90 to 99 days ahead, apart from the other journeys' days: its sales open 120 days before.
  const day = addDays(railwayToday(), 90 + (test.info().repeatEachIndex % 10));
  const paidBy = `paid-${day}@example.org`;
  const atStation = `station-${day}@example.org`;

  const admin = await bookableDayPaidOnline(browser, day, { salesOpenDaysBefore: 120 });
  await admin.context().close();

  // Paid online: the browser goes to the fake Stripe's checkout page, pays, and is sent back.
  const details = await chooseSeats(page, day, paidBy);
  const sessionId = await payOnFakeStripe(page, details);
  await expect(page.locator('.booking-reference')).toHaveText(/^[A-Za-z0-9_-]{22}$/);
  expect(new URL(page.url()).pathname).toBe('/book/return');
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const paidMail = await waitForMail(paidBy, /Your tickets/);
  await expectThreeTicketsAndTheTrain(paidMail, day);
  expect(paidMail.text).toContain(bookingMessages.paidNote);

  // Stripe delivers the same event again: acknowledged, and nothing happens twice.
  const again = await fetch(`http://127.0.0.1:${e2ePorts.stripe}/resend/${sessionId}`, { method: 'POST' });
  expect(((await again.json()) as { status: number }).status).toBe(200);

  // Paid at the station, on the same train: its one mail, also sent by the mail queue after the re-sent event.
  const station = await chooseSeats(page, day, atStation);
  await station.getByRole('button', { name: bookingMessages.payAtStation }).click();
  await expect(page.getByRole('heading', { name: bookingWords.confirmed })).toBeVisible();
  const stationMail = await waitForMail(atStation, /Your tickets/);
  await expectThreeTicketsAndTheTrain(stationMail, day);
  expect(await mailsTo(paidBy)).toHaveLength(1);
  expect(await mailsTo(atStation)).toHaveLength(1);

  // The ticket screen: the mail's manage link shows the paid booking, and passes axe.
  const manage = /\/book\/manage#ref=\S+/.exec(paidMail.text)![0];
  await page.goto(manage);
  await expect(page.getByRole('heading', { name: bookingWords.manageTitle })).toBeVisible();
  await expect(page.getByText(bookingMessages.paidChange)).toBeVisible();
  await expectNoAxeViolations(page);
});
