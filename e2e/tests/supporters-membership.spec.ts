import { expect, test } from '@playwright/test';
import { joinPageWords, membershipWords } from '@lmr/shared/membership-words';
import { railwayToday } from '@lmr/shared/timetable';
import { createVolunteer } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { waitForMail } from '../support/mailbox.ts';
import { joinAsFamily } from '../support/membership.ts';
import { widerThanWindow } from '../support/phone-width.ts';
import { okJson, runningDay } from '../support/roster.ts';
import { logInAs } from '../support/session.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('on a phone, a visitor joins as Family through the fake Stripe, renewing automatically, sees their card and turns renewal off; a volunteer rostered to 25 hours is made a member', async ({
  browser,
  page,
}) => {
  // The renewals sweep runs every 15 seconds: the volunteer's mail may take that long.
  test.setTimeout(90_000);
  const run = `${Date.now()}-${test.info().repeatEachIndex}`;
  const email = `family-${run}@example.org`;
  const admin = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await logInAs(admin);
  const offered = await admin.request.put('/api/admin/payment-settings', { data: { onlinePayment: true } });
  expect(offered.status(), await offered.text()).toBe(200);

  // From the Trust page to Join, through the fake Stripe's page and back.
  await page.goto('/trust');
  await page.getByRole('link', { name: 'Join the trust online' }).click();
  await expect(page.getByRole('heading', { name: joinPageWords.title, level: 1 })).toBeVisible();
  await joinAsFamily(page, { name: 'Fenella Kinvig', email, automatic: true });

  // The welcome mail's card, and the member's own page from its link.
  const welcome = await waitForMail(email, /membership card/);
  expect(welcome.attachments.some((a) => a.contentType === 'image/png')).toBe(true);
  await page.goto(/\/membership\/mine#token=[\w-]+/.exec(welcome.text)![0]);
  await expect(page.getByRole('img', { name: /Membership card M\d+/ })).toBeVisible();
  await expect(page.getByText('Family', { exact: true })).toBeVisible();
  await expect(page.getByLabel(joinPageWords.type)).toHaveValue('Family');
  await expectNoAxeViolations(page);
  expect(await widerThanWindow(page)).toBeNull();

  // It renews itself each year until the member turns it off, which asks first.
  await expect(page.getByText(membershipWords.renewsAutomatically)).toBeVisible();
  await page.getByRole('button', { name: membershipWords.turnOffOrKeep }).click();
  await page.getByRole('button', { name: joinPageWords.yesTurnOff }).click();
  await expect(page.getByText(membershipWords.turnedOff)).toBeVisible();
  await expect(page.getByText(membershipWords.notRenewing)).toBeVisible();

  // A volunteer rostered today for two duties of 12.5 hours: made a member by the sweep, and told.
  const volunteer = { name: `Vic ${run}`, email: `vic-${run}@example.org`, password: 'Volunteer-Passw0rd-1' };
  await createVolunteer(admin.request, volunteer);
  const accounts = await okJson<{ id: string; email: string }[]>(await admin.request.get('/api/accounts'));
  const userId = accounts.find((a) => a.email === volunteer.email)!.id;
  const today = railwayToday();
  const patternId = await runningDay(admin.request, `Membership ${run}`, today);
  for (const name of [`Guard ${run}`, `Shop ${run}`]) {
    const role = await okJson<{ id: string }>(
      await admin.request.post('/api/admin/roster/roles', { data: { name, qualification: null } }),
    );
    await okJson(
      await admin.request.put('/api/admin/roster/needs', { data: { patternId, roleId: role.id, places: 1 } }),
    );
    const duty = await okJson<{ id: string }>(
      await admin.request.post('/api/admin/roster/assignments', {
        data: { date: today, roleId: role.id, userId, despiteUnavailable: true },
      }),
    );
    await okJson(await admin.request.put(`/api/admin/roster/assignments/${duty.id}/hours`, { data: { hours: 12.5 } }));
  }
  await waitForMail(volunteer.email, /volunteer hours have made you a member/, 45_000);
  await admin.goto('/admin/membership');
  const hours = admin.getByRole('region', { name: joinPageWords.volunteerHours });
  await expect(hours.getByRole('row', { name: new RegExp(`${volunteer.name} 25 yes`) })).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.context().close();
});
