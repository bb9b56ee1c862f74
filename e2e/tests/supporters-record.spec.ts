import { expect, test } from '@playwright/test';
import { supporterPageWords, supporterWords } from '@lmr/shared/supporter-words';
import { railwayToday } from '@lmr/shared/timetable';
import { createVolunteer } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { waitForMail } from '../support/mailbox.ts';
import { bookableDay } from '../support/booking.ts';
import { widerThanWindow } from '../support/phone-width.ts';
import { addDays, okJson } from '../support/roster.ts';
import { logInAs } from '../support/session.ts';
import { ownAddress } from '../support/visitor.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('on a phone, an admin opens one supporter and sees their gift, membership, booking and volunteer hours together; the supporter opens their own', async ({
  browser,
  page,
}) => {
  // A day of its own, apart from the other journeys' days (rostering 2-13, booking 20-34, timetable 40).
  const day = addDays(railwayToday(), 45 + (test.info().repeatEachIndex % 10));
  const email = `supporter-${Date.now()}@example.org`;
  const api = page.request;
  await ownAddress(page);
  await logInAs(page);

  // The admin's set-up through the API: a gift in cash, a Family membership paid by cheque, a Ghost Train that takes bookings, and a volunteer's duty on it.
  await okJson(
    await api.post('/api/admin/donations', {
      data: { amountPence: 1000, way: 'cash', name: 'Ann Kewley', email, receivedOn: railwayToday() },
    }),
  );
  await okJson(
    await api.post('/api/admin/membership', {
      data: { typeName: 'Family', way: 'cheque', name: 'Ann Kewley', email, paidOn: railwayToday() },
    }),
  );
  const patternId = await bookableDay(api, `Supporters ${day}`, day);
  await createVolunteer(api, { name: 'Ann Kewley', email, password: 'Volunteer-Passw0rd' });
  await logInAs(page);
  const { roles } = await okJson<{ roles: { id: string; name: string }[] }>(await api.get('/api/admin/roster'));
  const shop = roles.find((r) => r.name === 'Shop')!.id;
  await okJson(await api.put('/api/admin/roster/needs', { data: { patternId, roleId: shop, places: 1 } }));
  const accounts = await okJson<{ id: string; email: string }[]>(await api.get('/api/accounts'));
  const userId = accounts.find((a) => a.email === email)!.id;
  await okJson(await api.post('/api/admin/roster/assignments', { data: { date: day, roleId: shop, userId } }));
  // The same person books two seats as a visitor would, with the same e-mail.
  const trains = await okJson<{ departures: { time: string; id: string }[] }>(
    await api.get(`/api/booking/days/${day}`),
  );
  const held = await okJson<{ reference: string }>(
    await api.post('/api/booking/holds', { data: { departureId: trains.departures[0]!.id, tickets: { adult: 2 } } }),
  );
  await okJson(
    await api.post('/api/booking/orders/reserve', { data: { reference: held.reference, name: 'Ann Kewley', email } }),
  );

  await page.goto('/admin/supporters');
  await expect(page.getByRole('heading', { name: supporterPageWords.adminTitle, level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: supporterPageWords.search }).fill(email);
  await page.getByRole('button', { name: supporterPageWords.searchButton }).click();
  await page.getByRole('link', { name: supporterPageWords.noName }).click();

  await expect(page.getByRole('heading', { name: email, level: 1 })).toBeVisible();
  const timeline = page.getByRole('table', { name: supporterPageWords.timeline });
  await expect(timeline.getByRole('row').filter({ hasText: 'Gift of £10.00' })).toBeVisible();
  await expect(timeline.getByRole('row').filter({ hasText: 'Family membership' })).toBeVisible();
  await expect(timeline.getByRole('row').filter({ hasText: '2 seats on the' })).toBeVisible();
  await expect(timeline.getByRole('row').filter({ hasText: `Shop on ${day}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // The same person gave once with another address: the admin finds that record by its name and merges it here.
  const otherEmail = `kewley-gave-with-a-rather-long-address-${Date.now()}@example.org`;
  const otherName = `Ann Kewley ${Date.now()}`;
  await okJson(
    await api.post('/api/admin/donations', {
      data: { amountPence: 500, way: 'cash', name: 'Ann Kewley', email: otherEmail, receivedOn: railwayToday() },
    }),
  );
  const found = await okJson<{ supporters: { id: string }[] }>(
    await api.post('/api/admin/supporters/search', { data: { q: otherEmail } }),
  );
  await okJson(
    await api.put(`/api/admin/supporters/${found.supporters[0]!.id}`, {
      data: { name: otherName, house: '', postcode: '' },
    }),
  );
  const merge = page.getByRole('region', { name: supporterPageWords.merge });
  await merge.getByRole('textbox', { name: supporterPageWords.mergeFind }).fill(otherName);
  await merge.getByRole('button', { name: supporterPageWords.mergeFindButton }).click();
  await merge.getByRole('radio', { name: supporterPageWords.mergeChoice(otherName, [otherEmail]) }).check();
  await merge.getByRole('textbox', { name: supporterPageWords.mergeConfirm(otherName) }).fill(otherName);
  await expectNoAxeViolations(page);
  expect(await widerThanWindow(page)).toBeNull();
  await merge.getByRole('button', { name: supporterPageWords.mergeButton }).click();
  await expect(page.getByText(supporterPageWords.merged(otherName))).toBeVisible();
  await expect(timeline.getByRole('row').filter({ hasText: 'Gift of £5.00' })).toBeVisible();
  expect(await widerThanWindow(page)).toBeNull();

  // The supporter asks for their own link on a phone of their own, and opens their record from the mail.
  const own = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await ownAddress(own);
  await own.goto('/your-record');
  await expect(own.getByRole('heading', { name: supporterPageWords.ownTitle, level: 1 })).toBeVisible();
  await expectNoAxeViolations(own);
  await own.getByRole('textbox', { name: supporterPageWords.email }).fill(email);
  await own.getByRole('button', { name: supporterPageWords.askButton }).click();
  await expect(own.getByText(supporterPageWords.asked)).toBeVisible();
  const mail = await waitForMail(email, new RegExp(supporterWords.linkSubject));
  await own.goto(/\/your-record#token=[\w-]+/.exec(mail.text)![0]);
  await expect(
    own
      .getByRole('table', { name: supporterPageWords.timeline })
      .getByRole('row')
      .filter({ hasText: 'Gift of £10.00' }),
  ).toBeVisible();
  await expectNoAxeViolations(own);
  expect(await widerThanWindow(own)).toBeNull();
  await own.close();
});
