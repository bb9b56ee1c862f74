import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { longDate, shortDate } from '@lmr/shared/day-text';
import { newsletterFieldHints } from '@lmr/shared/messages';
import { railwayToday } from '@lmr/shared/timetable';
import { expectNoAxeViolations } from '../support/axe.ts';
import { addDays, okJson, runningDay } from '../support/roster.ts';
import { logInAs } from '../support/session.ts';
import { newestRevision, stamp, statusSays } from '../support/site-editor.ts';
import { e2eAdmin } from '../support/settings.ts';

const monthName = (date: string) =>
  new Date(`${date.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Opens an admin area from the bar, as a person does: through the Menu button on a phone. */
async function openFromMenu(page: Page, width: number, label: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (width < 960) await nav.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: label, exact: true }).click();
}

// The railway's admin at work, on a phone and on a desktop: from the dashboard through the Site settings,
// the timetable, the roster and the newsletter to the audit log. It edits the settings, so it runs in the
// site-editor project, one at a time with the other journeys that edit the site's items.
// Recovery codes are not walked here: this admin has no second factor (second-factor.spec.ts adds one).
for (const [index, width] of [360, 1280].entries()) {
  test(`at ${width} px: the admin reads the dashboard, drafts, previews and publishes the shop hours, reads the timetable, fills the roster, keeps a newsletter draft and reads the audit log`, async ({
    browser,
  }) => {
    // Many screens, each loaded and checked by clicking: slow on a loaded machine.
    test.slow();
    const run = randomUUID().slice(0, 8);
    // A day of this journey's own, past the days other journeys run to patterns of theirs (up to 99 days on).
    const day = addDays(railwayToday(), 100 + index + 2 * (test.info().repeatEachIndex % 20));
    const when = longDate(day);
    const pattern = `Admin day ${run}`;
    const [guard, porter] = [`Guard ${run}`, `Porter ${run}`];
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width, height: 800 },
    });
    const page = await context.newPage();
    await logInAs(page);
    const api = page.request;
    const patternId = await runningDay(api, pattern, day);
    for (const name of [guard, porter]) {
      const { id: roleId } = await okJson<{ id: string }>(
        await api.post('/api/admin/roster/roles', { data: { name, qualification: null } }),
      );
      await okJson(await api.put('/api/admin/roster/needs', { data: { patternId, roleId, places: 1 } }));
    }
    const accounts = await okJson<{ email: string; name: string }[]>(await api.get('/api/accounts'));
    const me = accounts.find((a) => a.email === e2eAdmin.email)!.name;

    await test.step('the dashboard: the counts, and what is still demo or unset, each leading to its fix', async () => {
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
      const counts = page.locator('.dashboard-counts');
      await expect(counts.getByRole('link', { name: /^\d[\d,]* open messages?$/ })).toHaveAttribute(
        'href',
        '/admin/messages',
      );
      await expect(
        counts.getByRole('link', { name: /^\d[\d,]* open duty places? in the next fortnight$/ }),
      ).toBeVisible();
      await expect(counts.getByRole('link', { name: /^\d[\d,]* subscribers?$/ })).toHaveAttribute(
        'href',
        '/admin/subscribers',
      );
      await expect(counts.getByRole('link', { name: /^Next running days: \w+day, \d+ \w+ \d{4}/ })).toBeVisible();
      // What other journeys have already replaced (the books, the poster) varies; each line left has its link.
      const toDo = page.locator('.dashboard-to-do').getByRole('link');
      const hrefs = await toDo.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      for (const href of hrefs) expect(href).toMatch(/^\/admin\/(uploadposter|site\/(books|sponsors|settings))$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The installation has no phone number: its line leads to the field to fill.
      await toDo.filter({ hasText: 'Phone number: not set.' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
      await expect(page.getByLabel('Phone')).toBeVisible();
    });

    await test.step('Messages is in the admin menu and opens', async () => {
      await openFromMenu(page, width, 'Messages');
      await expect(page.getByRole('heading', { level: 1, name: 'Received messages' })).toBeVisible();
    });

    await test.step('Settings: the shop hours as a draft, previewed where they show, published, the change in words', async () => {
      const hours = `Open daily 10.00am to 4.00pm, Easter to the end of September; journey ${stamp()}`;
      await openFromMenu(page, width, 'Site');
      await page.getByRole('link', { name: /^Settings/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
      const before = await page.getByLabel('Shop hours').inputValue();
      const live = await newestRevision(page);
      await page.getByLabel('Shop hours').fill(hours);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await statusSays(page, 'Draft saved');
      await expect(page.getByText('The settings have a draft that visitors do not see yet.')).toBeVisible();

      const [preview] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('link', { name: /^The Trust \(membership and shop hours\)/ }).click(),
      ]);
      await expect(preview).toHaveURL(/\/trust\?preview$/);
      await expect(preview.getByText('Draft preview: visitors do not see these changes')).toBeVisible();
      await expect(preview.getByText(hours)).toBeVisible();
      await preview.close();

      await page.getByRole('button', { name: 'Publish' }).click();
      await statusSays(page, 'Published');
      await expect(page.getByText('Visitors see what is below.')).toBeVisible();
      // From the revision visitors saw before to what is live: the one field, by its label, in words.
      await page.getByLabel('From').selectOption(String(live));
      await page.getByRole('button', { name: 'Show the changes' }).click();
      const diff = page.locator('.diff');
      await expect(diff.locator('del')).toHaveText(`- Shop hours: ${before}`);
      await expect(diff.locator('ins')).toHaveText(`+ Shop hours: ${hours}`);
      await expect(diff).not.toContainText('shopHours');
    });

    await test.step('the Timetable editor: the day picker from today, rules in words, the season by month', async () => {
      await openFromMenu(page, width, 'Timetable');
      await expect(page.getByRole('heading', { level: 1, name: 'Timetable' })).toBeVisible();
      const options = page
        .getByRole('form', { name: 'Change a running day' })
        .getByLabel('Running day')
        .locator('option');
      await expect(options.first()).toBeAttached();
      const dates = await options.evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
      expect(dates.filter((d) => d < railwayToday())).toEqual([]);
      const rules = page.getByRole('region', { name: 'Season rules' }).getByRole('listitem');
      // The demo season's rule, among any other journeys add: "Every Saturday from 4 April to 26 September 2026, …".
      await expect(
        rules.filter({ hasText: /: Every \w+day(, \w+day)*( and \w+day)? (in|from) .*\d{4}/ }).first(),
      ).toBeVisible();

      const season = page.getByRole('region', { name: 'The season by month' });
      const calendar = season.getByRole('table');
      await expect(calendar).toHaveAccessibleName(monthName(railwayToday()));
      const box = (await calendar.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await season.getByRole('button', { name: 'Next month' }).click();
      await expect(calendar).not.toHaveAccessibleName(monthName(railwayToday()));
      const months = season.getByRole('group', { name: /arrow keys change the month/ });
      await months.focus();
      await page.keyboard.press('ArrowLeft');
      await expect(calendar).toHaveAccessibleName(monthName(railwayToday()));
      for (
        let month = railwayToday().slice(0, 7);
        month < day.slice(0, 7);
        month = addDays(`${month}-28`, 7).slice(0, 7)
      )
        await page.keyboard.press('ArrowRight');
      await expect(calendar).toHaveAccessibleName(monthName(day));
      await expect(calendar.getByText(`${Number(day.slice(8))}: ${pattern}`)).toBeAttached();

      const buttons = await page.locator('main button:visible').all();
      expect(buttons.length).toBeGreaterThan(5);
      for (const button of buttons)
        expect((await button.boundingBox())!.height, await button.innerText()).toBeGreaterThanOrEqual(44);
      await expectNoAxeViolations(page);
    });

    await test.step('the Roster: the right layout, a dialog that closes three ways, a warning, a day printed', async () => {
      await openFromMenu(page, width, 'Roster');
      await expect(page.getByRole('heading', { level: 1, name: 'Roster' })).toBeVisible();
      const cell = page.locator(`.roster-grid td[data-label="${guard}"]`).filter({ hasText: '1 open' });
      await expect(cell).toBeVisible();
      const roleAbove = await cell.evaluate((td) => getComputedStyle(td, '::before').content);
      if (width === 360) {
        // A list of days: each duty carries its role's name, and nothing is wider than the phone.
        expect(roleAbove).toBe(`"${guard}"`);
        const grid = page.locator('.roster-grid');
        expect(await grid.evaluate((table) => table.getBoundingClientRect().width)).toBeLessThanOrEqual(width);
      } else {
        expect(roleAbove).toBe('none');
        await expect(page.getByRole('columnheader', { name: guard })).toBeVisible();
      }

      // The role is needed on this journey's day alone, so its one button is that day's.
      const fill = (role: string) => page.getByRole('button', { name: `Assign ${role} on ` });
      const dialogOf = (role: string) => page.getByRole('dialog', { name: `${role} on ${when}` });
      const choose = async (role: string) => {
        const volunteer = dialogOf(role).getByLabel(/^Volunteer/);
        const mine = volunteer.locator('option').filter({ hasText: `${me}: ` });
        await expect(mine).toHaveCount(1);
        await volunteer.selectOption({ label: (await mine.textContent())! });
      };
      await fill(guard).click();
      await choose(guard);
      await dialogOf(guard)
        .getByRole('button', { name: `Assign ${me}` })
        .click();
      await expect(page.getByText(`${me} is on duty as ${guard} on ${when}`)).toBeVisible();

      // The same person for a second duty that day: the dialog warns before it is done.
      const dialog = dialogOf(porter);
      await fill(porter).click();
      await choose(porter);
      await expect(dialog.getByRole('alert')).toHaveText(
        `${me} is already on another duty on ${when}. Assign them to this one as well only if they can do both.`,
      );
      const ways: Record<string, () => Promise<void>> = {
        'its Close button': () => dialog.getByRole('button', { name: 'Close' }).click(),
        Escape: () => page.keyboard.press('Escape'),
        // The dimmed page beside the dialog, near the window's bottom corner, below the dialog's box.
        'a tap outside it': () => page.mouse.click(5, 795),
      };
      for (const [way, close] of Object.entries(ways)) {
        if (!(await dialog.isVisible())) await fill(porter).click();
        await expect(dialog, way).toBeVisible();
        await close();
        await expect(dialog, way).toBeHidden();
        await expect(fill(porter), way).toBeFocused();
      }
      await expectNoAxeViolations(page);

      // Printed for the station: on the paper, that day's row alone with its duties and names, and no navigation.
      // window.print is replaced to look at the page while the paper is laid out (the real one opens a dialog).
      await page.emulateMedia({ media: 'print' });
      await page.evaluate(() => {
        const shown = (element: Element | null) => !!element?.checkVisibility({ visibilityProperty: true });
        window.print = () => {
          const row = document.querySelector('.roster-printing')!.closest('tr')!;
          const rows = [...document.querySelectorAll('.roster-grid tbody tr')];
          document.body.dataset.printed = JSON.stringify({
            day: shown(row) ? row.textContent : '',
            otherDays: rows.filter((r) => r !== row && shown(r)).length,
            navigation: [...document.querySelectorAll('nav')].filter(shown).length,
          });
        };
      });
      await page.getByRole('button', { name: `Print the roster of ${shortDate(day, railwayToday())}` }).click();
      await expect(page.locator('body')).toHaveAttribute('data-printed', /./);
      const printed = JSON.parse((await page.locator('body').getAttribute('data-printed'))!) as Record<string, unknown>;
      expect(printed).toMatchObject({ otherDays: 0, navigation: 0 });
      expect(printed.day).toContain(when);
      expect(printed.day).toContain(me);
      await page.emulateMedia({ media: null });
    });

    await test.step('the Newsletter: what Title and Subject are for, a draft kept, the picture in the preview', async () => {
      await openFromMenu(page, width, 'Newsletter');
      await expect(page.getByRole('heading', { level: 1, name: 'Send Newsletter' })).toBeVisible();
      const title = page.getByLabel('Title', { exact: true });
      const subject = page.getByLabel('Subject', { exact: true });
      // Each hint first, then the field's length limit.
      await expect(title).toHaveAccessibleDescription(startsWith(newsletterFieldHints.title));
      await expect(subject).toHaveAccessibleDescription(startsWith(newsletterFieldHints.subject));
      await title.fill(`Pictures from the shed ${run}`);
      await subject.fill('Pictures from the engine shed');
      await page.getByLabel('Message', { exact: true }).fill('Ant and Bee are back in steam after their overhaul.');

      await openFromMenu(page, width, 'Dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
      await openFromMenu(page, width, 'Newsletter');
      await expect(title).toHaveValue(`Pictures from the shed ${run}`);
      await expect(subject).toHaveValue('Pictures from the engine shed');

      await page.getByLabel('Image (optional)').setInputFiles(path.join(import.meta.dirname, '../fixtures/engine.png'));
      await page.getByRole('button', { name: 'Preview' }).click();
      const picture = page.frameLocator('iframe[title="Newsletter preview"]').locator('img');
      await expect(picture).toHaveAttribute('width', '560');
      await expect(picture).toHaveAttribute('height', '315');
      // The picture itself arrives inside the preview frame, not only its tag.
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    });

    await test.step('the audit log reads in plain words', async () => {
      await openFromMenu(page, width, 'Audit Log');
      await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
      // The journeys beside this one fill the log's first page quickly: the admin looks for the settings.
      await page.getByLabel(/^Words/).fill('settings');
      await page.getByRole('button', { name: 'Search' }).click();
      const published = page.locator('.audit-entry').filter({ hasText: 'Published settings' }).first();
      await expect(published).toContainText(e2eAdmin.email);
      const entries = page.locator('.audit-entries');
      for (const developerText of ['/api/', 'If-Match', 'answer 201'])
        await expect(entries).not.toContainText(developerText);
    });
    await context.close();
  });
}
