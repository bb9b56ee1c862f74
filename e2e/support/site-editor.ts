import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { secondProcess } from './settings.ts';

/** A mark unique to one run, so each test finds its own words among earlier runs' (and restores what it found). */
export const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/**
 * A page's HTML as a visitor's first request gets it: no cookie, no JavaScript run, from the server process
 * the journeys' admin does not edit on when there are two, so it shows what reached it through the database.
 */
export const rawHtml = async (request: APIRequestContext, path: string) => {
  const res = await request.get(`${secondProcess}${path}`, { headers: { cookie: '' } });
  expect(res.status()).toBe(200);
  return res.text();
};

/** What a Site editor's last save, publish or restore said. */
export const statusSays = (page: Page, text: RegExp | string) =>
  expect(page.locator('.alert-region').filter({ hasText: text })).toBeVisible();

/** The number of the newest revision in a Site editor's history. */
export const newestRevision = async (page: Page) => {
  const first = page.locator('.revision-list li').first();
  return Number(/Revision (\d+)/.exec((await first.textContent()) ?? '')![1]);
};
