import { expect, type Page } from '@playwright/test';
import { waitForMail } from './mailbox.ts';

/** The reader's status on the admin's subscriber list (the page must be logged in as an admin). */
export async function subscriberStatus(page: Page, email: string) {
  const list = (await (await page.request.get('/api/admin/subscribers')).json()) as {
    subscribers: { email: string; status: string }[];
  };
  return list.subscribers.find((s) => s.email === email)?.status;
}

/**
 * Confirms a footer signup the way a reader does (double opt-in is on by default): opens the link in
 * the confirmation mail and presses Confirm.
 */
export async function confirmFromMail(page: Page, email: string) {
  const mail = await waitForMail(email, /confirm your subscription/i);
  const link = /https?:\/\/\S+\/newsletter\/confirm\/[\w-]+/.exec(mail.text)![0];
  await page.goto(new URL(link).pathname);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your subscription is confirmed. Thank you!')).toBeVisible();
}
