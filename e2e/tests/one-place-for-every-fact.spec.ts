import { expect, type Page, test } from '@playwright/test';
import { logInAs } from '../support/session.ts';
import { rawHtml } from '../support/site-editor.ts';

const fitsTheScreen = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const width of [360, 1280]) {
  test(`at ${width} px an admin sees what is still to set, goes to fix it, and puts a setting into page words`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await logInAs(page);

    await test.step('the dashboard lists what is unset, with the counts, each a link', async () => {
      await page.goto('/admin');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'Still to set' })).toBeVisible();
      await expect(main.getByRole('link', { name: /open messages?$/ })).toHaveAttribute('href', '/admin/messages');
      await expect(main.getByRole('link', { name: /open duty places? in the next fortnight$/ })).toBeVisible();
      await expect(main.getByRole('link', { name: /^\d[\d,]* subscribers?$/ })).toBeVisible();
      await fitsTheScreen(page, width);
      await main.getByRole('link', { name: 'Phone number: not set.' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
      await expect(page.getByLabel('Phone')).toBeVisible();
    });

    await test.step('the page editor inserts a setting and warns of one typed by hand', async () => {
      await page.goto('/admin/site/pages/station-and-gift-shop');
      const words = page.getByLabel(/^Words/);
      await expect(words).toHaveValue(/\{\{shopHours\}\}/);
      await words.fill('Our shop: ');
      await page.getByLabel('Insert a setting').selectOption({ label: 'Shop hours' });
      await page.getByRole('button', { name: 'Insert' }).click();
      await expect(words).toHaveValue('Our shop: {{shopHours}}');
      const { shopHours } = await (await request.get('/api/site/settings')).json();
      await expect(page.getByTestId('markdown-preview')).toContainText(`Our shop: ${shopHours}`);
      await words.fill(`Open ${shopHours}`);
      await expect(page.getByRole('status').filter({ hasText: 'typed by hand' })).toContainText(
        'Shop hours (insert {{shopHours}} instead)',
      );
      await fitsTheScreen(page, width);
    });

    await test.step('visitors read the shop hours from the settings, and Donate promises nothing unset', async () => {
      const { shopHours } = await (await request.get('/api/site/settings')).json();
      expect(await rawHtml(request, '/Stationandgiftshop')).toContain(`<li>${shopHours}</li>`);
      const donate = await rawHtml(request, '/donate');
      expect(donate).not.toContain('the payment link below');
      expect(donate).not.toContain('{{');
    });
  });
}
