import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/**
 * Gives the page's browser an address of its own, as each visitor has behind the site's reverse proxy
 * (the browser tests' server trusts one proxy hop, e2e-server.ts). Limits that count per address (10
 * contact messages an hour, 20 signups) then apply to this visitor alone, and a test run many times in
 * a row never meets a limit that earlier runs used up.
 */
export async function ownAddress(page: Page) {
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

/**
 * Waits until the page's script has taken the page over. Before that a visitor sees its buttons inactive
 * (global.css) and a key pressed on one does nothing, while links and form fields already work; the
 * script starts only after the first paint (decision 067), so a test that uses a button by keyboard, or
 * a link that the script turns into a dialog, waits for this first.
 */
export async function scriptHasStarted(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Holds back every script the page asks for, as a slow line does, until the returned function lets them
 * through. A page opened meanwhile shows its first HTML alone (wait for 'domcontentloaded': the load event
 * waits for the script).
 */
export async function holdScript(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
