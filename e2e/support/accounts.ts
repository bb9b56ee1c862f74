import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { waitForMail } from './mailbox.ts';

/** The Set Password link of a mail, on the server the browser talks to. */
export function setPasswordPath(text: string): string {
  const match = /\/set-password#token=[A-Za-z0-9_-]+/.exec(text);
  if (!match) throw new Error(`no set-password link in: ${text}`);
  return match[0];
}

/**
 * Makes a volunteer account the way people do (an admin registers it, the volunteer follows the
 * e-mailed link and chooses a password), through the API: for journeys that need a volunteer, not
 * the registration screens (accounts.spec.ts walks those).
 */
export async function createVolunteer(
  adminRequest: APIRequestContext,
  who: { name: string; email: string; password: string },
) {
  const registered = await adminRequest.post('/api/register', { data: { name: who.name, email: who.email } });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const mail = await waitForMail(who.email, /account/i);
  const token = setPasswordPath(mail.text).split('#token=')[1]!;
  // From a browser of the volunteer's own: choosing the password signs them in, ending the admin's session
  // in a browser that chose it.
  const volunteer = await request.newContext({ baseURL: test.info().project.use.baseURL });
  const set = await volunteer.post('/api/set-password', { data: { token, password: who.password } });
  expect(set.status(), await set.text()).toBeLessThan(300);
  await volunteer.dispose();
}
