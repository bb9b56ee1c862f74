import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { HistoryEvent } from '@lmr/shared/history-events';
import { expectNoAxeViolations } from '../support/axe.ts';
import { scriptHasStarted } from '../support/visitor.ts';

/**
 * The oldest event: a demo event that no other journey changes. The newest was events.spec's own event
 * whenever that ran alongside, which it renames and deletes, so the card sought was sometimes gone.
 */
const settledEvent = async (request: APIRequestContext) => {
  const events = (await (await request.get('/api/get-all-events')).json()) as HistoryEvent[];
  return events.sort((a, b) => Date.parse(a.date) - Date.parse(b.date))[0]!;
};
const cardLink = (page: Page, event: HistoryEvent) =>
  page.locator('.history-card').getByRole('link', { name: event.name, exact: true });

test('with JavaScript off, History lists every event and each card leads to its page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const events = (await (await page.request.get('/api/get-all-events')).json()) as HistoryEvent[];
  const raw = await (await page.request.get('/history')).text();
  for (const event of events) expect(raw).toContain(`href="/history/${event.slug}"`);
  expect(raw).not.toContain('Loading the history');

  await page.goto('/history');
  const event = await settledEvent(page.request);
  await cardLink(page, event).click();
  await expect(page).toHaveURL(new RegExp(`/history/${event.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await context.close();
});

test("an event's page: its own title, description, canonical address, picture and JSON-LD", async ({ page }) => {
  const event = await settledEvent(page.request);
  const response = await page.goto(`/history/${event.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(page).toHaveTitle(`${event.name} | Laxey Mines Railway`);
  const meta = (selector: string) => page.locator(selector).getAttribute('content');
  expect(await meta('meta[name="description"]')).toBe(
    event.description.replace(/\s+/g, ' ').trim().slice(0, 160) + (event.description.length > 160 ? '…' : ''),
  );
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical!).pathname).toBe(`/history/${event.slug}`);
  expect(new URL((await meta('meta[property="og:image"]'))!).pathname).toBe(event.image);
  expect(await meta('meta[property="og:type"]')).toBe('article');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({ '@type': 'Article', headline: event.name, about: { '@type': 'Event' } });
  expect(new URL(jsonLd.url).pathname).toBe(`/history/${event.slug}`);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
  }
  await page.getByRole('link', { name: 'History', exact: true }).last().click();
  await expect(page).toHaveURL(/\/history$/);
});

test('after the script runs, a card opens its dialog over the list; an unknown event is a 404', async ({ page }) => {
  const event = await settledEvent(page.request);
  await page.goto('/history');
  // Before the script runs the card is a plain link to the event's page (the test above); clicked then,
  // it went there instead of opening the dialog, and this test failed now and then.
  await scriptHasStarted(page);
  await cardLink(page, event).click();
  await expect(page.getByRole('dialog', { name: event.name })).toBeVisible();
  await expect(page).toHaveURL(/\/history$/);
  const missing = await page.goto('/history/no-such-event-here');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'No such event' })).toBeVisible();
});
