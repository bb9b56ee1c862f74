import { expect, test } from '@playwright/test';
import { siteRoutes } from '@lmr/shared/site-routes';
import { logInAs } from '../support/session.ts';
import { holdScript, scriptHasStarted } from '../support/visitor.ts';
import { samplePath } from '../support/route-samples.ts';

const publicRoutes = siteRoutes.filter((r) => r.access === 'public' && r.name !== 'unauthorized');
const adminRoutes = siteRoutes.filter((r) => r.access === 'admin');

test.describe('every screen of the route table', () => {
  for (const route of publicRoutes) {
    test(`${route.path} shows its screen with the public bar and the footer`, async ({ page }) => {
      const res = await page.goto(await samplePath(route.path, page.request));
      expect(res?.status()).toBe(200);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('nav[aria-label="Main"]')).toHaveAttribute('data-bar', 'public');
      await expect(page.getByRole('contentinfo').getByLabel('Email address')).toBeVisible();
      await expect(page).toHaveTitle(/Laxey Mines Railway/);
    });
  }

  for (const route of adminRoutes) {
    test(`${route.path} sends a visitor to Access Denied`, async ({ page }) => {
      await page.goto(await samplePath(route.path, page.request));
      await expect(page).toHaveURL(/\/unauthorized$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
      await page.getByRole('link', { name: 'Go Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('an unknown path answers 404 with the 404 screen', async ({ page }) => {
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
  });

  test('public pages carry their words before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page.locator('h1')).toHaveText(/About/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await context.close();
  });

  test('before the script starts, links work and buttons that need it are not offered', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/trains');
    await expect(page.getByRole('button', { name: 'Read More' }).first()).toBeDisabled();
    // The footer's Subscribe, which would otherwise send the address in the page's own address.
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    await page.goto('/books');
    await expect(page.getByRole('button', { name: /Next/ })).toBeDisabled();
    // Every book can still be read: they stand side by side in a box that scrolls sideways.
    const books = page.getByRole('group', { name: /^\d+ of \d+: / });
    expect(await books.count()).toBeGreaterThan(1);
    for (const book of await books.all()) await expect(book).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCSS('pointer-events', 'none');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Forgot/);
    await context.close();
  });

  test('once the script has started, the same buttons work', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCSS('pointer-events', 'auto');
    await page.goto('/trains');
    await expect(page.getByRole('button', { name: 'Read More' }).first()).toBeEnabled();
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await page.goto('/books');
    await page.getByRole('button', { name: /Next/ }).click();
    await expect(page.getByRole('group', { name: /^2 of \d+: / })).toBeVisible();
    await expect(page.getByRole('group', { name: /^1 of \d+: / })).toBeHidden();
  });
});

test.describe('navigation', () => {
  test('an admin sees the admin bar with its links, and Logout', async ({ page }) => {
    // It opens every admin screen, and each new domain adds some: the ceiling grows with them, 5 s a screen.
    const screens = adminRoutes.filter((r) => !r.path.includes(':'));
    test.setTimeout(10_000 + 5_000 * screens.length);
    await logInAs(page);
    await page.goto('/');
    const nav = page.locator('nav[aria-label="Main"]');
    await expect(nav).toHaveAttribute('data-bar', 'admin');
    for (const name of [
      'Dashboard',
      'History',
      'Upload Poster',
      'Volunteer Documents',
      'Newsletter',
      'Register Volunteer',
      'About Us',
      'Location',
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    for (const route of screens) {
      await page.goto(route.path);
      await expect(page).toHaveURL(new RegExp(`${route.path}$`));
      await expect(page.locator('h1')).toBeVisible();
    }
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(nav).toHaveAttribute('data-bar', 'public');
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('the About menu works by keyboard', async ({ page }) => {
    await page.goto('/');
    // A key pressed on the button before the script has started does nothing (CI, once).
    await scriptHasStarted(page);
    const button = page.getByRole('button', { name: /About/ });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Laxey Village' }).click();
    await expect(page).toHaveURL(/\/LaxeyVillage$/);
  });

  test('on a 320 px phone the menu opens from a button and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('link', { name: 'Rolling Stock' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Rolling Stock' }).click();
    await expect(page).toHaveURL(/\/trains$/);
    await expect(page.getByRole('link', { name: 'Rolling Stock' })).toBeHidden();
  });

  test('before any script runs, a phone’s Menu and the About menu open, and their links work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Rolling Stock' })).toBeHidden();
    await nav.getByRole('link', { name: 'Menu' }).click();
    await expect(nav.getByRole('link', { name: 'Rolling Stock' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Laxey Village' })).toBeHidden();
    await nav.getByRole('link', { name: /About/ }).click();
    // The phone's menu stays open around the About menu.
    await expect(nav.getByRole('link', { name: 'Rolling Stock' })).toBeVisible();
    await nav.getByRole('link', { name: 'Laxey Village' }).click();
    await expect(page).toHaveURL(/\/LaxeyVillage$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Laxey');
    await context.close();
  });

  for (const [width, toggle, inside] of [
    [360, 'Menu', 'Rolling Stock'],
    [1280, 'About', 'About Us'],
  ] as const) {
    test(`at ${width} px a menu opened before the script starts stays open and in place once it has`, async ({
      page,
    }) => {
      const releaseScript = await holdScript(page);
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const nav = page.getByRole('navigation', { name: 'Main' });
      const link = nav.getByRole('link', { name: new RegExp(`^${toggle}`) });
      const before = await link.boundingBox();
      await link.click();
      await expect(nav.getByRole('link', { name: inside })).toBeVisible();
      releaseScript();
      await scriptHasStarted(page);
      const button = nav.getByRole('button', { name: new RegExp(`^${toggle}`) });
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: inside })).toBeVisible();
      // The button takes the link's place exactly: nothing on the page moves.
      expect(await button.boundingBox()).toEqual(before);
      await button.click();
      await expect(nav.getByRole('link', { name: inside })).toBeHidden();
    });
  }

  for (const when of ['after the script has started', 'before the script has started (a slow line)']) {
    test(`Back restores a position scrolled to ${when}, and a new page starts at the top`, async ({ page }) => {
      const early = when.startsWith('before');
      const releaseScript = early ? await holdScript(page) : () => {};
      await page.setViewportSize({ width: 1200, height: 500 });
      await page.goto('/about', { waitUntil: early ? 'domcontentloaded' : 'load' });
      if (!early) await scriptHasStarted(page);
      await page.evaluate(() => window.scrollTo(0, 600));
      await page.waitForFunction(() => window.scrollY >= 300);
      const before = await page.evaluate(() => window.scrollY);
      releaseScript();
      await scriptHasStarted(page);
      // A link in the sticky header: clicking it needs no scrolling that would move the saved position.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
      await expect(page).toHaveURL(/\/history$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    });
  }
});
