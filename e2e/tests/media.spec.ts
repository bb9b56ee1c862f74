import { expect, test } from '@playwright/test';
import { validationMessages } from '@lmr/shared/messages';
import { expectNoAxeViolations } from '../support/axe.ts';
import { pngFile } from '../support/images.ts';
import { logInAs } from '../support/session.ts';
import { createVolunteer } from '../support/accounts.ts';
import { chromiumPath } from '../support/settings.ts';

const minimalPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('an admin uploads a poster that becomes the current poster', async ({ page }) => {
  await logInAs(page);
  const before = await (await page.request.get('/api/poster-location')).text();
  await page.goto('/admin/uploadposter');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Poster' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Poster Image').setInputFiles(await pngFile('poster.png', { r: 255, g: 232, b: 200 }));
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByLabel('Describe the picture')).toHaveAccessibleDescription(
    new RegExp(validationMessages.posterAltRequired),
  );
  const described = 'The 2026 season: steam on Sundays, Easter to September';
  await page.getByLabel('Describe the picture').fill(described);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page).toHaveURL(/\/$/);
  const location = await (await page.request.get('/api/poster-location')).text();
  expect(location).not.toBe(before);
  expect(location).toMatch(/^\/media\/images\/[a-z0-9]+\/1600\.webp$/);
  const image = await page.request.get(location);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
  // Home shows the new poster at once, offered in every stored size.
  const id = location.split('/')[3]!;
  const poster = page.getByRole('img', { name: described });
  await expect(poster).toHaveAttribute('src', location);
  await expect(page.locator(`picture source[type="image/avif"][srcset*="${id}/480.avif"]`)).toHaveCount(1);
  await poster.scrollIntoViewIfNeeded();
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('an admin uploads two documents, relabels and removes one; visitors cannot list or download them', async ({
  page,
  browser,
}) => {
  await logInAs(page);
  await page.goto('/admin/volunteers');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Volunteers Documents' })).toBeVisible();
  await page.getByLabel('Documents').setInputFiles([
    { name: 'rota_2026.txt', mimeType: 'text/plain', buffer: Buffer.from('Saturday: Ann\nSunday: Bob\n') },
    {
      name: 'first-aid.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf,
    },
  ]);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Documents uploaded successfully')).toBeVisible();
  const rotaRow = page.locator('.files-admin li').filter({ has: page.locator('input[value="rota 2026"]') });
  await expect(rotaRow).toHaveCount(1);
  await expect(page.locator('.files-admin input[value="first aid"]')).toHaveCount(1);
  await expectNoAxeViolations(page);

  await rotaRow.getByLabel('Label', { exact: true }).fill('Rota for 2026');
  await page.getByRole('button', { name: 'Save label rota 2026' }).click();
  await expect(page.getByText('Label saved.')).toBeVisible();

  const files = (await (await page.request.get('/api/files')).json()) as { label: string; url: string }[];
  const rota = files.find((f) => f.label === 'Rota for 2026')!;
  const pdf = files.find((f) => f.label === 'first aid')!;
  expect(rota).toBeTruthy();

  // The admin is a logged-in user: the download works for them as it will for volunteers.
  const downloadPromise = page.waitForEvent('download');
  await page
    .locator('.files-admin li')
    .filter({ has: page.locator(`input[value="first aid"]`) })
    .getByRole('link')
    .click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('first-aid.pdf');
  const direct = await page.request.get(rota.url);
  // Plain text opens in the browser, sandboxed (PDF and pictures too); office files download.
  expect(direct.headers()['content-disposition']).toBe('inline; filename="Rota-for-2026.txt"');
  expect(direct.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect(direct.headers()['x-content-type-options']).toBe('nosniff');
  expect(await direct.text()).toContain('Saturday: Ann');

  await page.getByRole('button', { name: 'Remove first aid' }).click();
  await page.getByRole('dialog', { name: 'Confirm Action' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('first aid removed.')).toBeVisible();
  expect((await page.request.get(pdf.url)).status()).toBe(404);

  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  expect((await anonymous.request.get('/api/files')).status()).toBe(401);
  expect((await anonymous.request.get(rota.url)).status()).toBe(401);
  await anonymous.goto('/volunteer/profile');
  await expect(anonymous).toHaveURL(/\/login$/);
  await visitor.close();
});

test('a volunteer sees the documents on Profile and opens them in the browser, a PDF too; the Profile screen passes axe', async ({
  page,
  playwright,
}) => {
  await logInAs(page);
  await page.goto('/admin/volunteers');
  await page.getByLabel('Documents').setInputFiles([
    { name: 'track-safety.txt', mimeType: 'text/plain', buffer: Buffer.from('Stand clear of the line.\n') },
    { name: 'signals.pdf', mimeType: 'application/pdf', buffer: minimalPdf },
  ]);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Documents uploaded successfully')).toBeVisible();
  const volunteer = { name: 'Vera Volunteer', email: 'vera@example.org', password: 'Vera-Passw0rd-2026' };
  await createVolunteer(page.request, volunteer);

  // The whole Chromium, as on a volunteer's phone: its headless shell has no PDF viewer, and downloads a PDF.
  const { launchOptions } = test.info().project.use;
  const browser = await playwright.chromium.launch({ ...launchOptions, executablePath: chromiumPath('chromium') });
  const vera = await browser.newPage();
  await logInAs(vera, volunteer);
  await vera.goto('/volunteer/profile');
  await expect(vera.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const files = vera.getByRole('region', { name: 'Important Files and Forms' });
  const link = files.getByRole('link', { name: /track safety/i });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(vera);
  // Text opens in the browser, where a phone can read it.
  await link.click();
  await expect(vera.getByText('Stand clear of the line.')).toBeVisible();
  // A PDF opens in the browser's viewer too: the page goes to it, where a download would leave the page where it was.
  await vera.goBack();
  const pdfLink = files.getByRole('link', { name: /signals/i });
  const address = new URL((await pdfLink.getAttribute('href'))!, vera.url()).href;
  const served = await vera.request.get(address);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(served.headers()['content-disposition']).toBe('inline; filename="signals.pdf"');
  const downloads: string[] = [];
  vera.on('download', (d) => downloads.push(d.suggestedFilename()));
  await pdfLink.click();
  await expect(vera).toHaveURL(address);
  expect(downloads).toEqual([]);
  await browser.close();
});
