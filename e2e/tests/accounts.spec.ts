import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { siteRoutes } from '@lmr/shared/site-routes';
import { setPasswordPath } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { waitForMail } from '../support/mailbox.ts';
import { logInAs } from '../support/session.ts';
import { e2eAdmin } from '../support/settings.ts';

const nav = (page: Page) => page.locator('nav[aria-label="Main"]');

/** Logs in through the form; an admin lands on the dashboard, a volunteer on the profile. */
async function logInWithForm(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/(admin|volunteer\/profile)$/);
  await expect(page.getByText(`(${who.email})`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View the public site' })).toBeVisible();
}

async function choosePassword(page: Page, path: string, password: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Set Password' })).toBeVisible();
  await page.getByLabel('New Password').fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Set Password' }).click();
  // The link proved who it is: the new password signs them in, and a volunteer lands on the profile.
  await expect(page).toHaveURL(/\/volunteer\/profile$/);
}

async function registerVolunteer(browser: Browser, name: string, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInAs(page);
  await page.goto('/register');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('The user has been registered successfully')).toBeVisible();
  await context.close();
  return setPasswordPath((await waitForMail(email, /account/)).text);
}

test.describe('accounts', () => {
  test('an admin registers a volunteer, who sets a password from the e-mail, is signed in, sees Profile and no admin screen', async ({
    browser,
  }) => {
    // A whole journey in two browsers, with a mail and two password hashes: 20-30 s on a loaded machine.
    test.slow();
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await logInWithForm(admin, e2eAdmin);
    await expect(admin).toHaveURL(/\/admin$/);
    await expect(admin.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    await expect(nav(admin)).toHaveAttribute('data-bar', 'admin');
    await nav(admin).getByRole('link', { name: 'Register Volunteer' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await admin.getByLabel('Name', { exact: true }).fill('Vicky Volunteer');
    await admin.getByLabel('Email', { exact: true }).fill('vicky@example.org');
    await expect(admin.getByLabel('Role')).toHaveValue('volunteer');
    await admin.getByRole('button', { name: 'Register' }).click();
    await expect(admin.getByRole('status').getByText('The user has been registered successfully')).toBeVisible();
    const row = admin.getByRole('row', { name: /vicky@example\.org/ });
    await expect(row).toContainText('Invited');
    await adminContext.close();

    const mail = await waitForMail('vicky@example.org', /account/);
    const context = await browser.newContext();
    const page = await context.newPage();
    await choosePassword(page, setPasswordPath(mail.text), 'Vicky-Passw0rd-2024');
    await expect(page.getByText('Logged in as Vicky Volunteer (vicky@example.org).')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await expect(nav(page)).toHaveAttribute('data-bar', 'volunteer');
    await nav(page).getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

    for (const route of siteRoutes.filter((r) => r.access === 'admin')) {
      await page.goto(route.path.replace(/:[A-Za-z]+/g, 'example'));
      await expect(page).toHaveURL(/\/unauthorized$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    }

    await nav(page).getByRole('button', { name: 'Logout' }).click();
    await expect(nav(page)).toHaveAttribute('data-bar', 'public');
    expect((await page.request.get('/api/profile')).status()).toBe(401);
    await context.close();
  });

  test('a forgotten password comes back through an e-mailed link', async ({ page, browser }) => {
    const path = await registerVolunteer(browser, 'Fred Forgetful', 'fred@example.org');
    await choosePassword(page, path, 'Fred-Passw0rd-2024');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('fred@example.org');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByText(/If an account uses that e-mail address/)).toBeVisible();

    const mail = await waitForMail('fred@example.org', /new password/);
    await choosePassword(page, setPasswordPath(mail.text), 'Fred-New-Passw0rd-9');
    await waitForMail('fred@example.org', /password has been changed/);
    await logInWithForm(page, { email: 'fred@example.org', password: 'Fred-New-Passw0rd-9' });
    await expect(nav(page)).toHaveAttribute('data-bar', 'volunteer');
  });

  test('a user changes a password with the old one', async ({ page, browser }) => {
    const path = await registerVolunteer(browser, 'Rhona Reset', 'rhona@example.org');
    await choosePassword(page, path, 'Rhona-Passw0rd-1');

    await page.goto('/reset-password');
    await page.getByLabel('Email', { exact: true }).fill('rhona@example.org');
    await page.getByLabel('Old Password').fill('Rhona-Passw0rd-1');
    await page.getByLabel('New Password').fill('short');
    await page.getByLabel('Confirm Password').fill('different');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(/Password must be 8 to 128 characters long/)).toBeVisible();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();

    await page.getByLabel('New Password').fill('Rhona-Passw0rd-2');
    await page.getByLabel('Confirm Password').fill('Rhona-Passw0rd-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Your password has been changed successfully.')).toBeVisible();
    await waitForMail('rhona@example.org', /password has been changed/);
    await logInWithForm(page, { email: 'rhona@example.org', password: 'Rhona-Passw0rd-2' });
  });

  test('a failed login says so in an alert, without the new-password rule', async ({ page }) => {
    // Failed logins are throttled per address: each run fails with an address of its own.
    const stranger = `nobody-${randomUUID()}@example.org`;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Password is Required.')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(stranger);
    await page.getByLabel('Password', { exact: true }).fill('x');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid Email or Password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a link that was already used, or none, says so', async ({ page }) => {
    await page.goto('/set-password');
    await expect(page.getByText('This link is not valid.')).toBeVisible();
    await page.goto(`/set-password#token=${'A'.repeat(43)}`);
    await page.getByLabel('New Password').fill('Some-Passw0rd-1');
    await page.getByLabel('Confirm Password').fill('Some-Passw0rd-1');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(page.getByRole('alert')).toHaveText(/expired or has already been used/);
  });
});

test('an admin removes an account after confirming, and it is logged out at once', async ({ page, browser }) => {
  const path = await registerVolunteer(browser, 'Gone Gordon', 'gordon@example.org');
  const context = await browser.newContext();
  const gordon = await context.newPage();
  await choosePassword(gordon, path, 'Gordon-Passw0rd-1');
  await logInWithForm(gordon, { email: 'gordon@example.org', password: 'Gordon-Passw0rd-1' });

  await logInAs(page);
  await page.goto('/register');
  await page.getByRole('button', { name: 'Remove: Gone Gordon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Action' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Remove: Gone Gordon' })).toBeFocused();
  await page.getByRole('button', { name: 'Remove: Gone Gordon' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The account has been removed.')).toBeVisible();
  await expect(page.getByRole('row', { name: /gordon@example\.org/ })).toHaveCount(0);
  expect((await gordon.request.get('/api/profile')).status()).toBe(401);
  await context.close();
});

test.describe('accessibility of the account screens', () => {
  for (const path of ['/login', '/reset-password', '/forgot-password', '/set-password']) {
    test(`${path} passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('/set-password with its form passes axe', async ({ page }) => {
    await page.goto(`/set-password#token=${'B'.repeat(43)}`);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(page.getByText('Password is Required.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/register with its form and account list passes axe, with errors shown', async ({ page }) => {
    await logInAs(page);
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('You must enter a name')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(e2eAdmin.email.replace('.', '\\.')) })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
