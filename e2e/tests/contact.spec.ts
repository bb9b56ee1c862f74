import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { waitForMail } from '../support/mailbox.ts';
import { logInAs } from '../support/session.ts';
import { ownAddress } from '../support/visitor.ts';

test('an admin answers a message by e-mail, quoting it, and it moves from Not handled to Handled', async ({ page }) => {
  await ownAddress(page);
  const subject = `Easter Monday ${randomUUID().slice(0, 8)}`;
  const rhona = `rhona-${randomUUID()}@example.org`;
  const sent = await page.request.post('/api/send-email', {
    data: {
      name: 'Rhona Visitor',
      email: rhona,
      subject,
      message: 'Are you open on Easter Monday? We hope to bring the whole family along.',
    },
  });
  expect(sent.status()).toBe(201);

  await logInAs(page);
  await page.goto('/admin/messages');
  const card = page.getByRole('region', { name: subject });
  await expect(card).toContainText('Not handled yet');
  await card.getByRole('button', { name: 'Answer by e-mail' }).click();
  await card.getByLabel(`Answer to ${rhona}`).fill('Yes, trains run from 11:00 on Easter Monday.');
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Your answer is on its way, and is kept beside the message.')).toBeVisible();

  const mail = await waitForMail(rhona, new RegExp(`^Re: ${subject}$`));
  expect(mail.text).toContain('Yes, trains run from 11:00 on Easter Monday.');
  expect(mail.text).toContain('Rhona Visitor wrote:\n> Are you open on Easter Monday?');

  await expect(card).toHaveCount(0);
  await page.getByRole('link', { name: 'Handled', exact: true }).click();
  const handled = page.getByRole('region', { name: subject });
  await expect(handled.getByRole('heading', { name: 'Answers sent' })).toBeVisible();
  await expect(handled).toContainText('Yes, trains run from 11:00 on Easter Monday.');
  await handled.getByRole('button', { name: 'Mark as not handled' }).click();
  await expect(handled).toHaveCount(0);
  await page.getByRole('link', { name: 'Not handled' }).click();
  await expect(page.getByRole('region', { name: subject })).toContainText('Not handled yet');
  await expectNoAxeViolations(page);
});
