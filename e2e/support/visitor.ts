import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';

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
