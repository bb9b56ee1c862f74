import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
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

// Issue 29 point 4 at 360 px: in UK mode a donor makes a Gift Aid declaration on Donate and the claim schedule
// downloads; in Isle of Man mode an admin downloads a donor's annual statement of the year's gifts. The donor is on
// the second process (with two, the scheme the admin chose on the first reached it through the database alone).
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

  await test.step('the admins find the declaration, and the claim schedule downloads as ODS', async () => {
    await recordGift(page, email, new Date().toISOString().slice(0, 10));
    await page.goto('/admin/tax-relief');
    // The admins' list finds the donor's declaration by their e-mail, with what it covers and its status.
    await page.getByLabel('Supporter’s name or e-mail').fill(email);
    const declarations = page.getByRole('table', { name: 'Gift Aid declarations, newest first' });
    await expect(declarations.getByRole('row')).toHaveCount(2);
    await expect(declarations).toContainText('all gifts');
    await expect(declarations).toContainText('in effect');
    await expectNoAxeViolations(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the claim schedule' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^gift-aid-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.ods$/);
    // An OpenDocument spreadsheet is a ZIP package (its rows are read back in tax-relief.test.ts).
    expect((await readFile((await download.path())!)).subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
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
