import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { siteRoutes } from '@lmr/shared/site-routes';
import { testCopyToken } from '@lmr/shared/newsletter-test-copy';
import { createVolunteer } from '../support/accounts.ts';
import { confirmFromMail } from '../support/newsletter.ts';
import { logInAs } from '../support/session.ts';
import { widerThanWindow } from '../support/phone-width.ts';
import { ownAddress, scriptHasStarted } from '../support/visitor.ts';

// Every screen of the route table, for a volunteer and an admin, on the narrowest common phone: nothing may be
// wider than the window, so nobody has to scroll sideways to read a line or reach a button. What a visitor
// sees (the public pages, and Access Denied for the rest) is measured in public-axe.spec.ts, on its way.
test.use({ viewport: { width: 360, height: 740 } });

async function pathsToVisit(page: Page) {
  const events = (await (await page.request.get('/api/get-all-events')).json()) as { name: string; slug: string }[];
  // An event's admin page and its public page, a page in the Site editor, and links from mails.
  const sample: Record<string, string> = {
    title: encodeURIComponent(events[0]!.name),
    slug: events[0]!.slug,
    name: 'station-and-gift-shop',
    id: 'example',
  };
  const paths = siteRoutes.map((r) =>
    r.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      if (!sample[name]) throw new Error(`no sample value for :${name} in ${r.path}: add one above`);
      return sample[name];
    }),
  );
  return [...paths, `/unsubscribe/${testCopyToken}`];
}

async function screenWiderThanWindow(page: Page, path: string) {
  await page.goto(path);
  await scriptHasStarted(page);
  await expect(page.locator('h1')).toBeVisible();
  return widerThanWindow(page);
}

const roles = {
  volunteer: async (page: Page) => {
    const who = { name: 'Phone Volunteer', email: `phone-${randomUUID()}@example.org`, password: 'Phone-Passw0rd-1' };
    const admin = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
    await logInAs(await admin.newPage());
    await createVolunteer(admin.request, who);
    await admin.close();
    await logInAs(page, who);
  },
  admin: async (page: Page) => {
    // Long words and addresses are what push a phone's screen wide: the admin lists get some.
    const long = `${randomUUID()}.${'x'.repeat(30)}@example.org`;
    const headers = { 'x-forwarded-for': await ownAddress(page) };
    expect((await page.request.post('/api/submit-email', { data: { email: long }, headers })).status()).toBeLessThan(
      300,
    );
    await confirmFromMail(page, long);
    const message = { name: 'A'.repeat(60), email: long, subject: 'S'.repeat(80), message: 'M'.repeat(120) };
    expect((await page.request.post('/api/send-email', { data: message, headers })).status()).toBe(201);
    await logInAs(page);
  },
};

for (const [role, logIn] of Object.entries(roles)) {
  test(`at 360 px no screen is wider than the window, as ${role === 'admin' ? 'an' : 'a'} ${role}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await logIn(page);
    const tooWide: string[] = [];
    for (const path of await pathsToVisit(page)) {
      const problem = await screenWiderThanWindow(page, path);
      if (problem) tooWide.push(problem);
    }
    expect(tooWide).toEqual([]);
  });
}

test('no specification label or value on /trains is broken inside a word', async ({ page }) => {
  await page.goto('/trains');
  await scriptHasStarted(page);
  for (const tab of await page.getByRole('tab', { name: 'Specs' }).all()) await tab.click();
  const cells = page.locator('.specs th, .specs td');
  expect(await cells.count()).toBeGreaterThan(10);
  // A word drawn on more than one line has more than one box.
  const broken = await cells.evaluateAll((all) =>
    all.flatMap((cell) =>
      [...(cell.textContent ?? '').matchAll(/\S+/g)].flatMap((word) => {
        const text = cell.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE || cell.checkVisibility() === false) return [];
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        return range.getClientRects().length > 1 ? [word[0]] : [];
      }),
    ),
  );
  expect(broken).toEqual([]);
});
