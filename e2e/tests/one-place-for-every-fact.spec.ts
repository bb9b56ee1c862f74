import { expect, type Page, test } from '@playwright/test';
import { logInAs } from '../support/session.ts';
import { rawHtml } from '../support/site-editor.ts';

const fitsTheScreen = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const width of [360, 1280]) {
  test(`at ${width} px an admin puts a setting into page words, and visitors read it from the settings`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await logInAs(page);

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
