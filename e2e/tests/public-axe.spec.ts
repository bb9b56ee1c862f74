import { expect, test } from '@playwright/test';
import { siteRoutes } from '@lmr/shared/site-routes';
import { expectNoAxeViolations } from '../support/axe.ts';

const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4+7ITAAYrAuE8ba7XAAAAAElFTkSuQmCC',
  'base64',
);
const samplePath = (p: string) => p.replace(/:[A-Za-z]+/g, 'example');
const publicPaths = [
  ...siteRoutes.filter((r) => r.access === 'public').map((r) => samplePath(r.path)),
  '/no-such-page',
];

test.describe('axe-core finds nothing on any public route', () => {
  for (const path of publicPaths) {
    for (const width of [360, 1280]) {
      test(`${path} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.route('https://tile.openstreetmap.org/**', (route) =>
          route.fulfill({ body: TILE_PNG, contentType: 'image/png' }),
        );
        await page.goto(path);
        await expect(page.locator('h1')).toBeVisible();
        if (path === '/location') {
          // The map is drawn when it comes near the screen: on a phone it sits below the address.
          await page.locator('.station-map').scrollIntoViewIfNeeded();
          await expect(page.locator('.leaflet-popup-content')).toBeVisible();
        }
        await expectNoAxeViolations(page);
      });
    }
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
