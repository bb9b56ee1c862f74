import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoAxeViolations } from '../support/axe.ts';
import { logInAs } from '../support/session.ts';
import { e2ePorts } from '../support/settings.ts';

// WebAuthn refuses an IP address as the relying party, so these journeys use the host of the server's
// PUBLIC_URL (localhost), which is the relying party the server names.
const origin = `http://localhost:${e2ePorts.web}`;

async function passwordStep(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A passkey authenticator built into the browser, through the DevTools protocol. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

const logOut = async (request: APIRequestContext) => expect((await request.post('/api/logout')).status()).toBe(204);

test('an admin adds a passkey and an authenticator app, signs in with each and a recovery code, and signs a device out', async ({
  browser,
}) => {
  // Eight sign-ins and set-ups in one journey: more than the default 30 seconds on a loaded machine.
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const who = {
    name: 'Nessa Kinvig',
    email: `nessa-${randomUUID()}@example.org`,
    password: 'Second-Factor-Passw0rd',
    role: 'admin',
  };
  await logInAs(page);
  expect((await page.request.post('/api/register', { data: who })).status()).toBe(201);
  await logOut(page.request);

  // The e2e site lets admins go without a second factor: the dashboard asks for one.
  const credentials = await addVirtualAuthenticator(page);
  await passwordStep(page, who);
  await expect(page).toHaveURL(/\/admin$/);
  const security = page.getByRole('region', { name: 'Security' });
  await expect(security.getByText('Please add a second factor below')).toBeVisible();
  await security.getByLabel('Name of the passkey (for example, the device it is on)').fill('Work laptop');
  await security.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(security.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  expect(await credentials()).toHaveLength(1);
  const recoveryCodes = await security.locator('.recovery-code-list code').allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await expect(security.getByText('Passkey “Work laptop”')).toBeVisible();
  await expectNoAxeViolations(page);
  // Downloaded, they are a text file of the codes, one a line.
  const downloading = page.waitForEvent('download');
  await security.getByRole('button', { name: 'Download the codes' }).click();
  const file = await (await downloading).path();
  expect((await readFile(file, 'utf8')).trim().split('\n')).toEqual(recoveryCodes);
  // Printed, the paper holds the codes at its top, and nothing else of the page (a hidden region has no
  // role, so the page is searched by what it holds).
  const passkeyLine = security.getByText('Passkey “Work laptop”');
  const printButton = security.getByRole('button', { name: 'Print the codes' });
  await page.emulateMedia({ media: 'print' });
  await expect(passkeyLine).toBeHidden();
  await expect(printButton).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.locator('.recovery-code-list code').first()).toBeVisible();
  expect((await page.locator('.recovery-code-list').boundingBox())!.y).toBeLessThan(200);
  await page.emulateMedia({ media: null });

  // The authenticator app, set up from the key written beside the QR code; the code is computed here.
  await security.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(security.getByRole('img', { name: /QR code for your authenticator app/ })).toBeVisible();
  const secret = (await security.locator('.totp-secret').textContent())!;
  const setupCode = await generate({ secret });
  await security.getByLabel('Code from the app').fill(setupCode);
  await security.getByLabel('Code from the app').press('Enter');
  await expect(security.getByText('Authenticator app added.')).toBeVisible();
  await expect(security.getByText('10 recovery codes left')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Signing in with the passkey.
  await logOut(page.request);
  await passwordStep(page, who);
  await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Use my passkey' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Signing in with the next code of the app: the one the set-up used cannot be used again.
  await logOut(page.request);
  await passwordStep(page, who);
  await page.getByLabel('Code from your authenticator app').fill(setupCode);
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await expect(page.getByText('That code did not work. Check it and try again.')).toBeVisible();
  const nextCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  await page.getByLabel('Code from your authenticator app').fill(nextCode);
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Another device signs in with a recovery code; this one signs it out, and only it.
  const other = await browser.newContext({ baseURL: origin });
  const otherPage = await other.newPage();
  expect((await otherPage.request.post('/api/login', { data: who })).status()).toBe(200);
  expect((await otherPage.request.get('/api/profile')).status()).toBe(401);
  const recovery = await otherPage.request.post('/api/second-factor/recovery-code/verify', {
    data: { code: recoveryCodes[0] },
  });
  expect(recovery.status()).toBe(204);
  expect((await otherPage.request.get('/api/profile')).status()).toBe(200);

  await page.reload();
  const devices = page.getByRole('region', { name: 'Signed-in devices', exact: true });
  await expect(devices.getByRole('row')).toHaveCount(3);
  await expect(devices.getByRole('rowheader', { name: /^Chrome on Windows \(this device\)/ })).toBeVisible();
  await devices
    .getByRole('row')
    .filter({ hasNotText: '(this device)' })
    .getByRole('button', { name: /^Sign out Chrome on Windows, last used/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Action' });
  await expect(dialog).toContainText(/Sign out Chrome on Windows at \S+\?/);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Signed out.')).toBeVisible();
  expect((await otherPage.request.get('/api/profile')).status()).toBe(401);
  expect((await page.request.get('/api/profile')).status()).toBe(200);

  // A recovery code works once.
  expect((await otherPage.request.post('/api/login', { data: who })).status()).toBe(200);
  const again = await otherPage.request.post('/api/second-factor/recovery-code/verify', {
    data: { code: recoveryCodes[0] },
  });
  expect(again.status()).toBe(400);

  // Every step is in the audit log.
  const audit = await page.request.get('/api/admin/audit');
  const actions = (
    (await audit.json()) as { entries: { action: string; actorEmail: string; status: number }[] }
  ).entries
    .filter((e) => e.actorEmail === who.email)
    .map((e) => `${e.action} ${e.status}`);
  expect(actions).toEqual(
    expect.arrayContaining([
      'added a passkey 200',
      'added an authenticator app 200',
      'signed in with a passkey 204',
      'signed in with an authenticator code 400',
      'signed in with an authenticator code 204',
      'signed in with a recovery code 204',
      'signed in with a recovery code 400',
      'signed a device out 204',
    ]),
  );
  await other.close();
  await context.close();
});
