import { expect, test } from '@playwright/test';
import { logInAs } from '../support/session.ts';

// The admin screens that came after the skeleton check (roster, its set-up, the dashboard's Security
// section, undelivered newsletters): what an admin can tap before the page's script has started.
const screens = [
  { path: '/admin/roster', heading: 'Roster' },
  { path: '/admin/roster/setup', heading: 'Duty roles and qualifications' },
  { path: '/admin', heading: 'Admin', ready: 'Security' },
  { path: '/admin/newsletter/undelivered', heading: 'Undelivered newsletters' },
];

declare global {
  interface Window {
    /** Buttons of the screen that could be pressed while the page's script had not yet started. */
    buttonsBeforeScript: string[];
  }
}

test('without the script an admin screen offers no button of its own, and the bar’s links still work', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await logInAs(page);
  for (const { path } of screens) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText('Checking your access…');
    await expect(main.getByRole('button')).toHaveCount(0);
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rolling Stock' }).click();
  await expect(page).toHaveURL(/\/trains$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Rolling Stock/);
  await context.close();
});

test('on each, a button appears only once the script runs, and every link is a real one that leads to a page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => {
    window.buttonsBeforeScript = [];
    new MutationObserver(() => {
      if (document.documentElement.dataset.hydrated) return;
      for (const b of document.querySelectorAll<HTMLButtonElement>('main button:not([disabled])'))
        if (!window.buttonsBeforeScript.includes(b.textContent ?? ''))
          window.buttonsBeforeScript.push(b.textContent ?? '');
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await logInAs(page);
  for (const { path, heading, ready } of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    if (ready) await expect(page.getByRole('heading', { name: ready })).toBeVisible();
    await expect(page.getByRole('main').getByText(/^Loading/)).toHaveCount(0);
    expect(await page.evaluate(() => window.buttonsBeforeScript), path).toEqual([]);
    const hrefs = await page
      .getByRole('main')
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of hrefs) {
      expect(href, `a link on ${path} without an address`).toMatch(/^([/#]|mailto:)/);
      if (href!.startsWith('/')) expect((await page.request.get(href!)).status(), `${href} from ${path}`).toBe(200);
    }
  }
});
