import { randomUUID } from 'node:crypto';
import { type Browser, expect, test } from '@playwright/test';
import { createVolunteer } from '../support/accounts.ts';
import { logInAs } from '../support/session.ts';
import { scriptHasStarted } from '../support/visitor.ts';

const site = ['Home', 'Rolling Stock', 'History', 'Contact', 'Donate'];
// The visitor's header is walked in visitor-journey.spec.ts.
const bars = {
  volunteer: [...site, 'Duties', 'Gate', 'Profile', 'About ▾', 'Logout'],
  admin: [
    'Dashboard',
    'Site',
    'History',
    'Upload Poster',
    'Volunteer Documents',
    'Newsletter',
    'Messages',
    'Timetable',
    'Roster',
    'Booking',
    'Gate',
    'Register Volunteer',
    'Audit Log',
    'About Us',
    'Location',
    'Logout',
  ],
};
type Who = keyof typeof bars;

const run = randomUUID().slice(0, 8);
const volunteer = { name: `Header ${run}`, email: `header-${run}@example.org`, password: 'Header-Passw0rd-1' };

async function browserOf(browser: Browser, who: Who, width: number) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width, height: 800 },
  });
  const page = await context.newPage();
  if (who === 'admin') await logInAs(page);
  if (who === 'volunteer') await logInAs(page, volunteer);
  return page;
}

test.describe('the header, once the script has started', () => {
  test.beforeAll(async ({ browser }) => {
    const admin = await browserOf(browser, 'admin', 1280);
    await createVolunteer(admin.request, volunteer);
    await admin.context().close();
  });

  for (const who of Object.keys(bars) as Who[]) {
    for (const width of [360, 1280]) {
      test(`${who} at ${width} px: each item shows once`, async ({ browser }) => {
        const page = await browserOf(browser, who, width);
        await page.goto('/');
        await scriptHasStarted(page);
        const nav = page.getByRole('navigation', { name: 'Main' });
        const seen = () => nav.locator('a:visible, button:visible').allInnerTexts();
        const menu = width < 960 ? ['☰ Menu'] : [];
        if (menu.length) {
          expect(await seen()).toEqual(['Laxey Mines Railway', ...menu]);
          await nav.getByRole('button', { name: 'Menu' }).click();
        }
        await expect.poll(seen).toEqual(['Laxey Mines Railway', ...menu, ...bars[who]]);
        await page.context().close();
      });
    }
  }
});
