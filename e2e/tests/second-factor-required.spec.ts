import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoAxeViolations } from '../support/axe.ts';
import { logInAs } from '../support/session.ts';

// The rule is site-wide: while it is on, every admin without a factor is led to add one, the journeys'
// admin included. playwright.config.ts runs this file after every other one, alone, and it puts the
// rule back however it ends.
test('with the rule on, a new admin’s sign-in leads to adding a second factor before anything else', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const who = {
    name: 'Juan Kermode',
    email: `juan-${randomUUID()}@example.org`,
    password: 'Required-Factor-Passw0rd',
    role: 'admin',
  };
  await logInAs(page);
  expect((await page.request.post('/api/register', { data: who })).status()).toBe(201);
  const rule = page.getByLabel(/^Admins must use a second factor/);
  try {
    await page.goto('/register');
    await expect(rule).not.toBeChecked();
    // The box shows the saved rule: it is ticked once the server has taken the change.
    await rule.click();
    await expect(page.getByText('Security settings saved.')).toBeVisible();
    await expect(rule).toBeChecked();

    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const fresh = await context.newPage();
    await fresh.goto('/login');
    await fresh.getByLabel('Email', { exact: true }).fill(who.email);
    await fresh.getByLabel('Password', { exact: true }).fill(who.password);
    await fresh.getByRole('button', { name: 'Login' }).click();
    await expect(fresh.getByRole('heading', { name: 'Add a second factor' })).toBeVisible();
    await expectNoAxeViolations(fresh);
    // The password alone opens nothing yet.
    expect((await fresh.request.get('/api/profile')).status()).toBe(401);

    await fresh.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = (await fresh.locator('.totp-secret').textContent())!;
    await fresh.getByLabel('Code from the app').fill(await generate({ secret }));
    await fresh.getByRole('button', { name: 'Confirm the app' }).click();
    await expect(fresh.getByRole('heading', { name: 'Second factor added' })).toBeVisible();
    await expect(fresh.locator('.recovery-code-list code')).toHaveCount(10);
    await fresh.getByRole('button', { name: 'I have kept my codes: continue' }).click();
    await expect(fresh).toHaveURL(/\/admin$/);
    await expect(fresh.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    expect((await fresh.request.get('/api/profile')).status()).toBe(200);
    await context.close();
  } finally {
    const off = await page.request.put('/api/admin/security-settings', { data: { adminsMustUseSecondFactor: false } });
    expect(off.status()).toBe(200);
  }
  await page.reload();
  await expect(rule).not.toBeChecked();
});
