import { expect, test } from '@playwright/test';
import { siteRoutes } from '@lmr/shared/site-routes';
import { testCopyToken } from '@lmr/shared/newsletter-test-copy';
import { expectNoAxeViolations } from '../support/axe.ts';
import { widerThanWindow } from '../support/phone-width.ts';
import { samplePath } from '../support/route-samples.ts';

const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4+7ITAAYrAuE8ba7XAAAAAElFTkSuQmCC',
  'base64',
);
const publicPaths = [
  ...siteRoutes.filter((r) => r.access === 'public').map((r) => r.path),
  `/unsubscribe/${testCopyToken}`,
  '/no-such-page',
];

// Each public page at a phone's width and a desktop's, in one visit: axe at both, and at 360 px nothing wider
// than the window (phone-width.spec.ts measures the volunteer's and the admin's screens the same way).
test.describe('axe-core finds nothing on any public route', () => {
  for (const path of publicPaths) {
    test(`${path} at 360px and 1280px`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.route('https://tile.openstreetmap.org/**', (route) =>
        route.fulfill({ body: TILE_PNG, contentType: 'image/png' }),
      );
      await page.goto(await samplePath(path, page.request));
      await expect(page.locator('h1')).toBeVisible();
      if (path === '/location') {
        // The map is drawn when it comes near the screen: on a phone it sits below the address.
        await page.locator('.station-map').scrollIntoViewIfNeeded();
        await expect(page.locator('.leaflet-popup-content')).toBeVisible();
      }
      await expectNoAxeViolations(page);
      expect(await widerThanWindow(page)).toBeNull();
      await page.setViewportSize({ width: 1280, height: 800 });
      await expectNoAxeViolations(page);
    });
  }

  test('an open gallery dialog and an open book dialog', async ({ page }) => {
    await page.goto('/trains');
    await page.getByRole('region', { name: 'Bee', exact: true }).getByRole('tab', { name: 'Gallery' }).click();
    await page
      .getByRole('region', { name: 'Bee', exact: true })
      .getByRole('tabpanel')
      .getByRole('button')
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/books');
    await page.getByRole('button', { name: /Cover of The Magic Tunnel/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
