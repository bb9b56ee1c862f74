import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { readOdsRows } from '../../apps/server/test/support/ods-reader.ts';
import { bookingMessages, bookingWords } from '@lmr/shared/booking';
import { bookingAdminWords } from '@lmr/shared/booking-admin';
import { admissionWords, giftAidWords } from '@lmr/shared/tax-relief-words';
import { railwayToday } from '@lmr/shared/timetable';
import { expectNoAxeViolations } from '../support/axe.ts';
import { bookableDay } from '../support/booking.ts';
import { widerThanWindow } from '../support/phone-width.ts';
import { addDays } from '../support/roster.ts';
import { logInAs } from '../support/session.ts';
import { secondProcess } from '../support/settings.ts';
import { stamp, statusSays } from '../support/site-editor.ts';

/** The Site settings' tax relief scheme, chosen on the form and published. */
async function chooseScheme(page: Page, scheme: 'uk-gift-aid' | 'isle-of-man') {
  await page.goto('/admin/site/settings');
  await page.getByLabel('Tax relief on gifts').selectOption(scheme);
  await page.getByRole('button', { name: 'Publish' }).click();
  await statusSays(page, 'Published');
}

const recordGift = async (page: Page, email: string, receivedOn: string) =>
  expect(
    (
      await page.request.post('/api/admin/donations', {
        data: { amountPence: 1200, way: 'cash', name: 'Tess Taxpayer', email, receivedOn },
      })
    ).status(),
  ).toBe(201);

// Issue 29 point 4 at 360 px: in UK mode a donor makes a Gift Aid declaration on Donate, an admin makes a claim and
// its file is read back independently; in Isle of Man mode an admin downloads a donor's annual statement of the
// year's gifts. The donor is on the second process (with two, the scheme the admin chose on the first reached it
// through the database alone).
test('tax relief at 360 px: a Gift Aid declaration on Donate, then an Isle of Man annual statement', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await logInAs(page);
  const email = `tess-${stamp()}@example.org`;

  await test.step('UK mode: Donate offers Gift Aid in HMRC’s words, and the declaration is kept', async () => {
    await chooseScheme(page, 'uk-gift-aid');
    const donor = await (
      await browser.newContext({ baseURL: secondProcess, viewport: { width: 360, height: 800 } })
    ).newPage();
    await donor.goto('/donate');
    const form = donor.getByRole('form', { name: /Gift Aid/ });
    await expect(form).toContainText('I am a UK taxpayer');
    await form.getByLabel('First name').fill('Tess');
    await form.getByLabel('Last name').fill('Taxpayer');
    await form.getByLabel('House name or number').fill('Rose Cottage');
    await form.getByLabel('Postcode').fill('im4 7nl');
    await form.getByLabel(/Your e-mail/).fill(email);
    await form.getByLabel(/all gifts I have made in the past four years/).check();
    await expect(form).toContainText('in the past 4 years');
    await expectNoAxeViolations(donor);
    await form.getByRole('button', { name: 'Yes, I want to Gift Aid my gift' }).click();
    await expect(donor.getByRole('status').filter({ hasText: 'Gift Aid declaration is kept' })).toBeVisible();
    await donor.context().close();
  });

  await test.step('UK mode at the station: the fare with Gift Aid reserved with its declaration, then paid at the station', async () => {
    // A day of its own, apart from the other journeys' days (rostering 2-13, booking 20-34).
    const day = addDays(railwayToday(), 14 + (test.info().repeatEachIndex % 6));
    const buyer = `station-${stamp()}@example.org`;
    await bookableDay(page.request, `Gift Aid ${day}`, day);
    const visitor = await (
      await browser.newContext({ baseURL: secondProcess, viewport: { width: 360, height: 800 } })
    ).newPage();
    await visitor.goto(`/book?date=${day}`);
    await visitor.getByLabel('Adult, £3.00').fill('2');
    await visitor.getByLabel('Child, £1.50').fill('1');
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await visitor.getByRole('radio', { name: admissionWords.withGiftAid('£8.30') }).check();
    const details = visitor.getByRole('form', { name: 'Your details' });
    await details.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam Station');
    await details.getByRole('textbox', { name: 'Email' }).fill(buyer);
    await details.getByRole('textbox', { name: giftAidWords.firstName }).fill('Sam');
    await details.getByRole('textbox', { name: giftAidWords.lastName }).fill('Station');
    await details.getByRole('textbox', { name: giftAidWords.house }).fill('3');
    await details.getByRole('textbox', { name: giftAidWords.postcode }).fill('im4 7nl');
    await expectNoAxeViolations(visitor);
    expect(await widerThanWindow(visitor)).toBeNull();
    await details.getByRole('button', { name: bookingMessages.payAtStation }).click();
    await expect(visitor.getByRole('heading', { name: bookingWords.confirmed })).toBeVisible();
    await expect(visitor.locator('.booking-confirmation')).toContainText(`${bookingWords.toPay}: £8.30`);
    expect(await widerThanWindow(visitor)).toBeNull();
    await visitor.context().close();

    // The booking office takes the money: "Paid at the station" beside the reserved booking.
    await page.goto('/admin/booking');
    await page.getByLabel(bookingAdminWords.search).fill(buyer);
    await page.getByRole('button', { name: bookingAdminWords.searchButton }).click();
    await page.getByRole('button', { name: bookingAdminWords.paidAtStation }).click();
    await expect(page.getByText(bookingAdminWords.markedPaid)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: buyer })).toContainText('£8.30, paid');
    await expectNoAxeViolations(page);
    expect(await widerThanWindow(page)).toBeNull();
  });

  await test.step('the admins find the declaration; a claim is made, asked first by what it covers; its file lists the gift, read back independently', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await recordGift(page, email, today);
    await page.goto('/admin/tax-relief');
    // The admins' list finds the donor's declaration by their e-mail, with what it covers and its status.
    await page.getByLabel('Supporter’s name or e-mail').fill(email);
    const declarations = page.getByRole('table', { name: 'Gift Aid declarations, newest first' });
    await expect(declarations.getByRole('row')).toHaveCount(2);
    await expect(declarations).toContainText('all gifts');
    await expect(declarations).toContainText('in effect');
    await expect(page.getByText(/^A claim made now would list \d+ gifts?, £/)).toBeVisible();
    await page.getByRole('button', { name: 'Make a claim' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(/Make a claim for \d+ gifts?, £[\d,.]+, from \d+ \w+ \d{4} to \d+ \w+ \d{4}\?/);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Claim made' })).toBeVisible();
    // Its gifts are marked: a claim made now would list none of them again.
    await expect(page.getByText(/^A claim made now would list 0 gifts/)).toBeVisible();
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await page
      .getByRole('link', { name: /^Download claim \d+$/ })
      .first()
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^gift-aid-claim-\d+\.ods$/);
    // The server's independent reader (yauzl and fast-xml-parser, not SheetJS): mimetype first, then the table.
    const rows = await readOdsRows(await readFile((await download.path())!));
    const [year, month, day] = today.split('-');
    expect(rows).toContainEqual([
      '',
      'Tess',
      'Taxpayer',
      'Rose Cottage',
      'IM4 7NL',
      '',
      '',
      `${day}/${month}/${year!.slice(2)}`,
      12,
    ]);
  });

  await test.step('Isle of Man mode: an admin downloads a donor’s statement of last tax year’s gifts', async () => {
    await chooseScheme(page, 'isle-of-man');
    const lastYear = new Date().getUTCFullYear() - 1;
    // 1 May lies inside the tax year that starts on 6 April of its year.
    await recordGift(page, email, `${lastYear}-05-01`);
    await page.goto('/admin/tax-relief');
    await page.getByLabel('Tax year starting 6 April of').fill(String(lastYear));
    await page.getByLabel('Donor’s e-mail').fill(email);
    await expectNoAxeViolations(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the statement' }).click();
    const statement = await readFile((await (await downloading).path())!, 'utf8');
    expect(statement).toContain(`1 May ${lastYear}`);
    expect(statement).toContain('Total: £12.00');
  });
});
