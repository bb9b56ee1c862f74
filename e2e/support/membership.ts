import { expect, type Page } from '@playwright/test';
import { joinPageWords, membershipWords } from '@lmr/shared/membership-words';
import { expectNoAxeViolations } from './axe.ts';
import { widerThanWindow } from './phone-width.ts';

/**
 * On Join (the page open): joins as Family, renewing automatically or not, checked with axe and for its width, and
 * pays £20 on the fake Stripe's page, back to the thanks.
 */
export async function joinAsFamily(page: Page, who: { name: string; email: string; automatic?: boolean }) {
  await page.getByLabel(joinPageWords.type).selectOption('Family');
  await page.getByLabel(joinPageWords.name).fill(who.name);
  await page.getByLabel(joinPageWords.email).fill(who.email);
  if (who.automatic) await page.getByRole('checkbox', { name: membershipWords.automatic }).check();
  await expectNoAxeViolations(page);
  expect(await widerThanWindow(page)).toBeNull();
  await page.getByRole('button', { name: joinPageWords.submit }).click();
  await page.getByRole('button', { name: 'Pay £20.00' }).click();
  await expect(page.getByText(joinPageWords.paid)).toBeVisible();
}
