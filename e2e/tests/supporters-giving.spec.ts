import { expect, test } from '@playwright/test';
import { giveFormWords, monthlyGiftWords } from '@lmr/shared/donation-words';
import type { Appeal } from '@lmr/shared/donations';
import { expectNoAxeViolations } from '../support/axe.ts';
import { receivedMail, waitForMail } from '../support/mailbox.ts';
import { logInAs } from '../support/session.ts';

test.use({ viewport: { width: 360, height: 740 } });

const pounds = (pence: number) => `£${(pence / 100).toLocaleString('en-GB')}`;

/**
 * Issue 29's giving, on a phone: £10 once and £5 a month through the fake Stripe (its checkout page "pays" and
 * sends the signed webhooks, the monthly one's first invoice with it), a receipt for each, the thermometer up by
 * the £10 at once, and the monthly receipt's link to the donor's own page.
 */
test('on a phone, a visitor gives £10 once and £5 a month through the provider: a receipt each, the thermometer up by £10 at once', async ({
  browser,
  page,
}) => {
  const email = `giver-${Date.now()}-${test.info().repeatEachIndex}@example.org`;
  const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const adminPage = await admin.newPage();
  await logInAs(adminPage);
  const offered = await adminPage.request.put('/api/admin/payment-settings', { data: { onlinePayment: true } });
  expect(offered.status(), await offered.text()).toBe(200);
  await admin.close();

  const give = async (amount: string, often: string) => {
    await page.goto('/donate');
    const form = page.getByRole('form', { name: giveFormWords.title });
    await form.getByRole('button', { name: amount, exact: true }).click();
    await form.getByLabel(giveFormWords.name).fill('Gil Kinvig');
    await form.getByLabel(giveFormWords.email).fill(email);
    await form.getByLabel(often).check();
    await form.getByRole('button', { name: giveFormWords.submit }).click();
    await page.getByRole('button', { name: `Pay ${amount}.00` }).click();
    await expect(page.getByText(giveFormWords.paid)).toBeVisible();
  };

  await page.goto('/donate');
  const { raisedPence, targetPence } = (await (await page.request.get('/api/donations/appeal')).json()) as Appeal;
  await expectNoAxeViolations(page);

  await give('£10', giveFormWords.once);
  await expect(page.locator('#raised')).toHaveText(
    `${pounds(raisedPence + 1000)} raised so far of ${pounds(targetPence)}`,
  );
  await waitForMail(email, /Thank you for your gift/);

  await give('£5', giveFormWords.monthly);
  await expect
    .poll(async () => (await receivedMail()).filter((m) => m.to.includes(email)).length, { timeout: 15_000 })
    .toBe(2);
  const receipts = (await receivedMail()).filter((m) => m.to.includes(email));
  expect(receipts.map((m) => /Amount: (£[\d,.]+)/.exec(m.text)?.[1]).sort()).toEqual(['£10.00', '£5.00']);

  // The monthly receipt's link opens the donor's own page, which passes axe at this width.
  const link = /\/donate\/monthly#token=[\w-]+/.exec(receipts.map((m) => m.text).join('\n'))![0];
  await page.goto(link);
  await expect(page.getByText(monthlyGiftWords.summary('£5.00'))).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('at 360 px, an admin records a £10 cash gift and Donate’s thermometer moves by exactly £10 at once', async ({
  page,
}) => {
  await logInAs(page);
  const raised = async () =>
    ((await (await page.request.get('/api/donations/appeal')).json()) as { raisedPence: number }).raisedPence;
  const before = await raised();
  await page.goto('/admin/donations');
  const form = page.getByRole('form', { name: 'Record a gift' });
  await form.getByLabel('Amount in pounds').fill('10');
  await form.getByLabel('From (name)').fill('Gil Kinvig');
  await form.getByRole('button', { name: 'Record the gift' }).click();
  await expect(page.getByText('£10.00 from Gil Kinvig recorded.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await raised()).toBe(before + 1000);
  await page.goto('/donate');
  const pounds = ((before + 1000) / 100).toLocaleString('en-GB');
  await expect(page.locator('#raised')).toHaveText(`£${pounds} raised so far of £55,000`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
