import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { refuseMail, waitForMail } from '../support/mailbox.ts';
import { confirmFromMail, subscriberStatus } from '../support/newsletter.ts';
import { logInAs } from '../support/session.ts';
import { ownAddress } from '../support/visitor.ts';

test('an admin sees which addresses a newsletter could not reach and why, sends one again and removes another', async ({
  page,
}) => {
  test.slow();
  const run = randomUUID().slice(0, 8);
  const subject = `Santa Specials ${run}`;
  const [moved, gone] = [`moved-${run}@example.org`, `gone-${run}@example.org`];
  const headers = { 'x-forwarded-for': await ownAddress(page) };
  for (const email of [moved, gone]) {
    expect((await page.request.post('/api/submit-email', { data: { email }, headers })).status()).toBeLessThan(300);
    await confirmFromMail(page, email);
  }
  // Their mail servers refuse this newsletter for good, as for a mailbox that no longer exists.
  const lift = await refuseMail({ to: moved, subject });
  await refuseMail({ to: gone, subject });

  await logInAs(page);
  await page.goto('/admin/newsletter');
  await page.getByLabel('Title', { exact: true }).fill('Santa Specials');
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('Santa rides the line on the two Saturdays before Christmas.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirm Action' }).getByRole('button', { name: 'Confirm' }).click();
  const progress = page.getByRole('status').filter({ hasText: /could not be delivered/ });
  await expect(progress).toContainText(/; 2 could not be delivered\./, { timeout: 15_000 });

  await page.getByRole('link', { name: 'See the addresses it could not reach, and why' }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/undelivered#failed-/);
  const list = page.getByRole('list', { name: `Not delivered: ${subject}` });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const movedItem = list.getByRole('listitem').filter({ hasText: moved });
  await expect(movedItem).toContainText(
    'The receiving mail server refused this address: it may be mistyped, or the mailbox may no longer exist.',
  );
  await movedItem.getByText('What the mail server said').click();
  await expect(movedItem).toContainText('550');
  await expectNoAxeViolations(page);

  // The address works again: sent again after the admin says yes to it by name.
  await lift();
  const dialog = page.getByRole('dialog', { name: 'Confirm Action' });
  await movedItem.getByRole('button', { name: `Send again to ${moved}` }).click();
  await expect(dialog).toContainText(`Send this newsletter again to ${moved}?`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`“${moved}” is queued to be sent again.`)).toBeVisible();
  await waitForMail(moved, new RegExp(`^${subject}$`));

  // The other is taken off the list, after the same question.
  const goneItem = list.getByRole('listitem').filter({ hasText: gone });
  await goneItem.getByRole('button', { name: `Remove ${gone} from the list` }).click();
  await expect(dialog).toContainText(`Remove ${gone} from the newsletter list?`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(goneItem).toContainText('No longer on the list.');
  expect(await subscriberStatus(page, gone)).toBeUndefined();
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText(gone);
});
