import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { bookingMessages, bookingRules, paymentReturnWords } from '@lmr/shared/booking';
import { expectNoAxeViolations } from './axe.ts';
import { runningDay } from './roster.ts';
import { logInAs } from './session.ts';
import { secondProcess } from './settings.ts';

/**
 * Makes `day` a running day called `name` whose trains take bookings, with the demo carriages (20 seats);
 * `rules` changes the sales window (a day more than 60 days ahead needs sales open earlier). Returns its pattern's id.
 */
export async function bookableDay(
  api: APIRequestContext,
  name: string,
  day: string,
  rules: Partial<Record<keyof typeof bookingRules.defaults, number>> = {},
) {
  const patternId = await runningDay(api, name, day);
  const bookable = await api.post('/api/admin/booking/departures', {
    data: { date: day, carriages: ['carriage-1', 'carriage-2'], ...bookingRules.defaults, ...rules },
  });
  // 409: a run before this one on the same server made the day bookable already.
  expect([201, 409], await bookable.text()).toContain(bookable.status());
  return patternId;
}

/**
 * `bookableDay` with paying online offered (Stripe's keys are the fake Stripe's, support/e2e-server.ts), set up
 * by an admin in a browser context of their own: returned, for more of the admin's calls, to close after.
 */
export async function bookableDayPaidOnline(browser: Browser, day: string, rules: Parameters<typeof bookableDay>[3]) {
  const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const adminPage = await admin.newPage();
  await logInAs(adminPage);
  await bookableDay(adminPage.request, `Ghost Trains ${day}`, day, rules);
  const offered = await adminPage.request.put('/api/admin/payment-settings', { data: { onlinePayment: true } });
  expect(offered.status(), await offered.text()).toBe(200);
  return adminPage;
}

/**
 * Two adults and a child on the day's first train, the buyer's details given, up to the choice of how to pay;
 * on the process the admin's set-up and Stripe's webhooks did not go to, when there are two.
 */
export async function chooseSeats(page: Page, day: string, email: string) {
  await page.goto(`${secondProcess}/book?date=${day}`);
  await expect(page.getByLabel('Day')).toHaveValue(day);
  await expectNoAxeViolations(page);
  await page.getByLabel('Adult, £3.00').fill('2');
  await page.getByLabel('Child, £1.50').fill('1');
  await page.getByRole('button', { name: 'Continue' }).click();
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByRole('textbox', { name: 'Name' }).fill('Ann Kewley');
  await details.getByRole('textbox', { name: 'Email' }).fill(email);
  return details;
}

/** Pays the £7.50 of `chooseSeats` on the fake Stripe's checkout page, back to the site's thanks: its session. */
export async function payOnFakeStripe(page: Page, details: Locator) {
  await details.getByRole('button', { name: bookingMessages.payOnline }).click();
  await expect(page.getByRole('heading', { name: 'Pay £7.50' })).toBeVisible();
  const sessionId = page.url().split('/').at(-1)!;
  await page.getByRole('button', { name: 'Pay £7.50' }).click();
  await expect(page.getByText(paymentReturnWords.paid)).toBeVisible();
  return sessionId;
}
