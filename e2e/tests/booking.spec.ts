import { expect, test } from '@playwright/test';
import { bookingMessages, bookingRules, bookingWords } from '@lmr/shared/booking';
import { bookingAdminWords } from '@lmr/shared/booking-admin';
import { waitingListWords } from '@lmr/shared/booking-waiting-list';
import { longDate } from '@lmr/shared/day-text';
import { railwayToday } from '@lmr/shared/timetable';
import { expectNoAxeViolations } from '../support/axe.ts';
import { bookableDay } from '../support/booking.ts';
import { addDays } from '../support/roster.ts';
import { logInAs } from '../support/session.ts';
import { ownAddress } from '../support/visitor.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('on a phone, a visitor without an account books two adults and a child on a Ghost Train, to pay at the station', async ({
  browser,
  page,
}) => {
  // A day of its own, within the sales window, apart from the other journeys' days (rostering 2-13, timetable 40).
  const day = addDays(railwayToday(), 20 + (test.info().repeatEachIndex % 15));

  // The admin's set-up through the API: the day runs, and its trains get the demo carriages (20 seats).
  const admin = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 360, height: 740 },
  });
  const adminPage = await admin.newPage();
  await logInAs(adminPage);
  await bookableDay(adminPage.request, `Ghost Trains ${day}`, day);
  // The admin's screen lists the day's trains with their seats, and passes axe on the phone too.
  await adminPage.goto('/admin/booking');
  await expect(adminPage.getByRole('rowheader', { name: `${longDate(day)}, 11:00` })).toBeVisible();
  // With a train's manifest open (its figures' table and chart), beside the search and the buyer's data forms.
  await adminPage.getByRole('button', { name: 'Manifest of the 11:00 train' }).first().click();
  await expect(adminPage.getByRole('table', { name: bookingAdminWords.salesCaption })).toBeVisible();
  await expect(adminPage.locator('.booking-sales-chart canvas')).toBeVisible();
  await expectNoAxeViolations(adminPage);
  await admin.close();

  await page.goto(`/book?date=${day}`);
  await expect(page.getByRole('heading', { name: bookingWords.title, level: 1 })).toBeVisible();
  await expect(page.getByLabel('Day')).toHaveValue(day);
  const first = page.getByRole('radio').first();
  await expect(first).toBeChecked();
  await expect(first).toHaveAccessibleName(/^11:00: \d+ seats left/);
  await expectNoAxeViolations(page);

  await page.getByLabel('Adult, £3.00').fill('2');
  await page.getByLabel('Child, £1.50').fill('1');
  await expect(page.getByText('Total: £7.50')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText(/Your seats are held until/)).toBeVisible();
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByRole('textbox', { name: 'Name' }).fill('Ann Kewley');
  await details.getByRole('textbox', { name: 'Email' }).fill('ann.kewley@example.org');
  await details.getByRole('button', { name: bookingMessages.payAtStation }).click();

  await expect(page.getByRole('heading', { name: bookingWords.confirmed })).toBeVisible();
  await expect(page.getByText(bookingMessages.reserved)).toBeVisible();
  await expect(page.getByText(`${longDate(day)}, the 11:00 train:`)).toBeVisible();
  await expect(page.locator('.booking-reference')).toHaveText(/^[A-Za-z0-9_-]{22}$/);
  await expectNoAxeViolations(page);
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('on a phone, a sold-out Ghost Train offers its waiting list for the tickets chosen', async ({ browser, page }) => {
  // Days 70-79 ahead are the waiting list's, apart from the other journeys' days: on sale from 90 days before.
  const day = addDays(railwayToday(), 70 + (test.info().repeatEachIndex % 10));
  const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const adminPage = await admin.newPage();
  await logInAs(adminPage);
  await bookableDay(adminPage.request, `Ghost Trains ${day}`, day, {
    ...bookingRules.defaults,
    salesOpenDaysBefore: 90,
  });
  await admin.close();

  // Other buyers hold the 11:00 train's 20 seats (a run before this one on the same server may have already).
  await ownAddress(page);
  const trains = await (await page.request.get(`/api/booking/days/${day}`)).json();
  const departureId = trains.departures.find((d: { time: string }) => d.time === '11:00').id;
  for (const adult of [8, 8, 4]) {
    const held = await page.request.post('/api/booking/holds', { data: { departureId, tickets: { adult } } });
    expect([201, 409]).toContain(held.status());
  }

  await page.goto(`/book?date=${day}`);
  await page.getByRole('radio', { name: '11:00: sold out' }).check();
  await page.getByLabel('Adult, £3.00').fill('2');
  await page.getByRole('button', { name: 'Continue' }).click();
  const join = page.getByRole('form', { name: waitingListWords.joinHeading });
  await join.getByRole('textbox', { name: 'Name' }).fill('Bea Quayle');
  await join.getByRole('textbox', { name: 'Email' }).fill('bea.quayle@example.org');
  await join.getByRole('button', { name: waitingListWords.join }).click();
  await expect(join.getByText(/^You are on the waiting list, number \d+\./)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
