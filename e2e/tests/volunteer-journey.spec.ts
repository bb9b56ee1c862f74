import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { longDate } from '@lmr/shared/day-text';
import { railwayToday } from '@lmr/shared/timetable';
import { setPasswordPath } from '../support/accounts.ts';
import { waitForMail } from '../support/mailbox.ts';
import { addDays, okJson, runningDay } from '../support/roster.ts';
import { logInAs } from '../support/session.ts';

// A new volunteer's first visit, from the invitation to their profile, on a phone and on a desktop.
for (const [index, width] of [360, 1280].entries()) {
  test(`at ${width} px: a volunteer chooses a password from the invitation, lands signed in on the profile, takes a duty, subscribes to and stops the calendar, sees the next duty on the profile and changes the password there`, async ({
    browser,
  }) => {
    // Two browsers, mail, three password hashes: slow on a loaded machine.
    test.slow();
    const run = randomUUID().slice(0, 8);
    // Days no other journey runs to a pattern of its own (rostering.spec uses the next fortnight).
    const day = addDays(railwayToday(), 60 + index + 2 * (test.info().repeatEachIndex % 20));
    const guard = `Guard ${run}`;
    const who = { name: `Nia ${run}`, email: `nia-${run}@example.org`, password: 'Nia-Passw0rd-1' };

    const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const admin = await adminContext.newPage();
    await logInAs(admin);
    const api = admin.request;
    const patternId = await runningDay(api, `Journey day ${run}`, day);
    const { id: roleId } = await okJson<{ id: string }>(
      await api.post('/api/admin/roster/roles', { data: { name: guard, qualification: null } }),
    );
    await okJson(await api.put('/api/admin/roster/needs', { data: { patternId, roleId, places: 1 } }));
    await okJson(await api.post('/api/register', { data: { name: who.name, email: who.email } }));
    const link = setPasswordPath((await waitForMail(who.email, /account/i)).text);
    await adminContext.close();

    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(link);
    await page.getByLabel('New Password').fill(who.password);
    await page.getByLabel('Confirm Password').fill(who.password);
    await page.getByRole('button', { name: 'Set Password' }).click();

    await expect(page).toHaveURL(/\/volunteer\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByText(`(${who.email})`)).toBeVisible();
    const next = page.locator('section', { has: page.getByRole('heading', { name: 'Your next duty' }) });
    await expect(next.getByText('You have no duty ahead yet.')).toBeVisible();

    await next.getByRole('link', { name: 'Take a duty' }).click();
    await page.getByRole('button', { name: `Take ${guard} on ${longDate(day)}` }).click();
    await expect(page.getByText(`You are on duty as ${guard} on ${longDate(day)}.`)).toBeVisible();

    // The duties calendar: made, handed to a calendar app, and stopped apart, after asking.
    await page.getByRole('button', { name: 'Make my calendar address' }).click();
    const address = await page.getByLabel('Your calendar address').inputValue();
    await expect(page.getByRole('link', { name: 'Subscribe on this device' })).toHaveAttribute(
      'href',
      address.replace(/^https?:/, 'webcal:'),
    );
    await expect(page.getByRole('link', { name: 'Add to Google Calendar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add to Outlook' })).toBeVisible();
    const stop = page.getByRole('group', { name: 'Stop my calendar address' }).getByRole('button');
    const dialog = page.getByRole('dialog', { name: 'Confirm Action' });
    await stop.click();
    await expect(dialog).toContainText('Every calendar subscribed to it (on a phone, in Google or in Outlook) stops');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await stop.click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Your calendar address no longer works.')).toBeVisible();
    expect((await page.request.get(new URL(address).pathname)).status()).toBe(404);

    await page.goto('/volunteer/profile');
    await expect(next.getByText(`${guard}, ${longDate(day)}`)).toBeVisible();
    await expect(next).toContainText(`Journey day ${run}, 11:00 to 16:00`);

    // The devices table shows every column without scrolling sideways, on a phone too.
    const devices = page.getByRole('region', { name: 'Signed-in devices table' });
    await expect(devices.getByRole('button', { name: /^Sign out/ })).toBeVisible();
    const overflow = await devices.evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(overflow, 'the devices table scrolls sideways').toBeLessThanOrEqual(0);

    const password = page.locator('section', { has: page.getByRole('heading', { name: 'Change password' }) });
    await expect(password.getByLabel('Email')).toHaveCount(0);
    await password.getByLabel('Old Password').fill(who.password);
    await password.getByLabel('New Password').fill('Nia-Passw0rd-2');
    await password.getByLabel('Confirm Password').fill('Nia-Passw0rd-2');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Your password has been changed successfully.')).toBeVisible();
    await context.close();

    const later = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await logInAs(await later.newPage(), { email: who.email, password: 'Nia-Passw0rd-2' });
    await later.close();
  });
}
