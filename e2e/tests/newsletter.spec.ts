import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { receivedMail, waitForMail } from '../support/mailbox.ts';
import { confirmFromMail, subscriberStatus } from '../support/newsletter.ts';
import { logInAs } from '../support/session.ts';
import { ownAddress } from '../support/visitor.ts';

// Each run its own reader, so the journeys can run many times against one server (signups are limited per address).
const reader = () => `reader${test.info().repeatEachIndex}@example.org`;

test.describe.configure({ mode: 'serial' });

test('a visitor subscribes from the footer and is on the list once the mailed link is pressed', async ({ page }) => {
  await ownAddress(page);
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill('not an address');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Please enter a valid email address.')).toBeVisible();
  await footer.getByLabel('Email address').fill(reader());
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  // Double opt-in is on in a new installation: a confirmation mail first, and nobody subscribed yet.
  await expect(footer.getByText(/we have sent you a link to confirm your subscription/)).toBeVisible();
  await logInAs(page);
  expect(await subscriberStatus(page, reader())).toBe('pending');
  await confirmFromMail(page, reader());
  expect(await subscriberStatus(page, reader())).toBe('active');
});

test('an admin previews, tests and sends a newsletter and watches it go out', async ({ page }) => {
  await logInAs(page);
  await page.goto('/admin/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Send Newsletter' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Title is Required.')).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill('Spring on the line');
  await page.getByLabel('Subject', { exact: true }).fill('News from the Mines Railway');
  await page
    .getByLabel('Message', { exact: true })
    .fill('The track gang has relaid the curve by the tunnel.\nTrains run again from Easter Saturday.');

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.frameLocator('iframe[title="Newsletter preview"]');
  await expect(preview.getByRole('heading', { name: 'Spring on the line' })).toBeVisible();

  await page.getByRole('button', { name: 'Send test to me' }).click();
  await expect(page.getByText('A test copy has been sent to your e-mail address.')).toBeVisible();
  const testCopy = await waitForMail('admin@example.org', /\[Test\] News from the Mines Railway/);

  // Sending reaches many people: the site asks first, with the subject and the count of active subscribers
  // (other journeys running beside this one may add some, so the count is read, not fixed).
  const confirm = page.getByRole('dialog', { name: 'Confirm Action' });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(confirm.getByRole('paragraph')).toHaveText(
    /^Send “News from the Mines Railway” to (1 subscriber|\d+ subscribers)\?$/,
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByLabel('Newsletter sending progress')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByLabel('Newsletter sending progress')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'The newsletter has been sent successfully.' }),
  ).toContainText(/Sent to \d+ subscribers?, none failed\./, { timeout: 15_000 });
  const row = page.getByRole('row', { name: /Spring on the line/ }).first();
  await expect(row).toBeVisible();

  const mail = await waitForMail(reader(), /^News from the Mines Railway$/);
  expect(mail.text).toContain('relaid the curve');
  expect(mail.headers['list-unsubscribe-post'] ?? JSON.stringify(mail.headers)).toContain('One-Click');
  // The test copy's unsubscribe link leads to a page that says what it is, and unsubscribes nobody.
  await page.goto(new URL(/https?:\/\/\S+\/unsubscribe\/[\w-]+/.exec(testCopy.text)![0]).pathname);
  await expect(page.getByText(/came from a test copy of the newsletter, so it unsubscribes nobody/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
});

test('an admin sends a newsletter with an image', async ({ page }) => {
  await logInAs(page);
  await page.goto('/admin/newsletter');
  await page.getByLabel('Title', { exact: true }).fill('Pictures from the shed');
  await page.getByLabel('Subject', { exact: true }).fill('Pictures from the engine shed');
  await page
    .getByLabel('Message', { exact: true })
    .fill('Ant and Bee are back in steam after their winter overhaul in the shed.');
  await page.getByLabel('Image (optional)').setInputFiles(path.join(import.meta.dirname, '../fixtures/engine.png'));
  // The picture in the preview is checked in admin-journey.spec.ts.
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirm Action' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The newsletter has been sent successfully.' })).toBeVisible({
    timeout: 15_000,
  });
  const mail = await waitForMail(reader(), /^Pictures from the engine shed$/);
  expect(mail.html).toMatch(/<img[^>]+width="560" height="315"/);
});

test('admins see the subscribers, and the screens pass axe', async ({ page }) => {
  await logInAs(page);
  await page.goto('/admin/subscribers');
  await expect(page.getByText(/\d+\s+active subscribers?/)).toBeVisible();
  await expect(page.getByRole('cell', { name: reader(), exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a subscriber unsubscribes from the link in the newsletter', async ({ page }) => {
  const mail = (await receivedMail()).find((m) => m.to.includes(reader()) && /^News from/.test(m.subject))!;
  const link = mail.text.match(/https?:\/\/\S+\/unsubscribe\/[\w-]+/)![0];
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from our Newsletter' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page).toHaveURL(/\/$/);

  await logInAs(page);
  expect(await subscriberStatus(page, reader())).toBeUndefined();
});

test('an admin removes a subscriber after confirming in the dialog', async ({ page }) => {
  const leaver = `leaver${test.info().repeatEachIndex}@example.org`;
  const headers = { 'x-forwarded-for': await ownAddress(page) };
  expect((await page.request.post('/api/submit-email', { data: { email: leaver }, headers })).status()).toBeLessThan(
    300,
  );
  await logInAs(page);
  await page.goto('/admin/subscribers');
  const row = page.getByRole('cell', { name: leaver, exact: true });
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: `Remove ${leaver}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Action' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: `Remove ${leaver}` }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The subscriber has been removed.')).toBeVisible();
  await expect(row).toHaveCount(0);
});
