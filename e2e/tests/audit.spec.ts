import { expect, test } from '@playwright/test';
import { createVolunteer } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { logInAs } from '../support/session.ts';
import { e2eAdmin } from '../support/settings.ts';

test('the audit log shows who did what, filters it, and fits a phone', async ({ page }) => {
  await logInAs(page);
  const email = `audited-${Date.now()}@example.org`;
  await createVolunteer(page.request, { name: 'Audited Volunteer', email, password: 'Audited-Passw0rd-1' });

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: /menu/i }).click();
  await page.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: `Account ${email}` });
  // A sentence in plain words: who, what, and what it names; no developer text.
  await expect(entry).toContainText(`Administrator registered an account: Account ${email} (volunteer)`);
  await expect(entry).toContainText(e2eAdmin.email);
  await expect(entry).not.toContainText('/api/');
  await expect(entry).not.toContainText('answer');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);

  await page.getByLabel(/^Words/).fill('no-such-words-anywhere');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No entries match.')).toBeVisible();
  await page.getByLabel(/^Words/).fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('.audit-entry')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('a visitor is kept out of the audit log', async ({ page }) => {
  expect((await page.request.get('/api/admin/audit')).status()).toBe(401);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toHaveCount(0);
});
