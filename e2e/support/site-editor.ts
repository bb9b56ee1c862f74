import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { e2ePorts, secondProcess, twoProcesses } from './settings.ts';

const editingProcess = `http://127.0.0.1:${e2ePorts.web}`;

/** A mark unique to one run, so each test finds its own words among earlier runs' (and restores what it found). */
export const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** A page as either process draws it: without when its data was fetched, and with the one process's address. */
const comparable = (html: string) =>
  html
    .replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '')
    .replaceAll(`localhost:${e2ePorts.second}`, `localhost:${e2ePorts.web}`);

/**
 * A page's HTML as a visitor's first request gets it: no cookie, no JavaScript run, from the server process
 * the journeys' admin does not edit on when there are two, so it shows what reached it through the database.
 * That process hears of a change by PostgreSQL's notification, which on a busy machine can arrive after the
 * admin's next click (once in a clean-clone run, 2026-11-27); it serves what the editing process serves once it has heard, within
 * a second (content-version.ts). So with two processes the page is read again until the two agree.
 */
export const rawHtml = async (request: APIRequestContext, path: string) => {
  const get = async (origin: string) => {
    const res = await request.get(`${origin}${path}`, { headers: { cookie: '' } });
    expect(res.status()).toBe(200);
    return res.text();
  };
  if (!twoProcesses) return get(secondProcess);
  const edited = comparable(await get(editingProcess));
  let html = '';
  await expect.poll(async () => comparable((html = await get(secondProcess))), { timeout: 3_000 }).toBe(edited);
  return html;
};

/** What a Site editor's last save, publish or restore said. */
export const statusSays = (page: Page, text: RegExp | string) =>
  expect(page.locator('.alert-region').filter({ hasText: text })).toBeVisible();

/** The number of the newest revision in a Site editor's history. */
export const newestRevision = async (page: Page) => {
  const first = page.locator('.revision-list li').first();
  return Number(/Revision (\d+)/.exec((await first.textContent()) ?? '')![1]);
};
