import { expect, type Page } from '@playwright/test';
import { e2eAdmin } from './settings.ts';

/** Logs the page's browser context in through the API, as the login form would. */
export async function logInAs(page: Page, who: { email: string; password: string } = e2eAdmin) {
  const res = await page.request.post('/api/login', { data: who });
  expect(res.status(), await res.text()).toBe(200);
}
