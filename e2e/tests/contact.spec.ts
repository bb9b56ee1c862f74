import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { waitForMail } from '../support/mailbox.ts';
import { logInAs } from '../support/session.ts';

test('a visitor sends a contact message; it reaches the railway with Reply-To and admins can read it', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary')).toContainText('Laxey');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('You must enter a name')).toBeVisible();
  await expect(page.getByText('Message is required and needs to be over 50 characters')).toBeVisible();

  await page.getByLabel('Name').fill('Edith Visitor');
  await page.getByLabel('Email', { exact: true }).fill('edith@example.org');
  await page.getByLabel('Subject').fill('Ghost train tickets');
  await page
    .getByLabel('Message')
    .fill('Can we book four places on the ghost train in October? We would love to come.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText("Your email was sent successfully. We'll be in touch soon.")).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');

  const mail = await waitForMail('railway@laxeyminesrailway.example', /Ghost train tickets/);
  expect(mail.headers['reply-to']).toContain('edith@example.org');
  expect(mail.to).not.toContain('edith@example.org');

  await logInAs(page);
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { name: 'Ghost train tickets' })).toBeVisible();
  await expectNoAxeViolations(page);
});
