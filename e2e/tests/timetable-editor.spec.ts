import { expect, test } from '@playwright/test';
import { railwayToday } from '@lmr/shared/timetable';
import { expectNoAxeViolations } from '../support/axe.ts';
import { logInAs } from '../support/session.ts';

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthAfter = (month: string) => {
  const next = new Date(`${month}-01T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next.toISOString().slice(0, 7);
};

// The demo season (this year's and next year's) is seeded on the fresh installation, so days run ahead.
for (const width of [360, 1280])
  test(`the timetable editor at ${width} px: a month view that fits and moves by keyboard, buttons of 44 px, no axe violations`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await logInAs(page);
    await page.goto('/admin/timetable');
    const thisMonth = railwayToday().slice(0, 7);

    const season = page.getByRole('region', { name: 'The season by month' });
    const calendar = season.getByRole('table');
    await expect(calendar).toHaveAccessibleName(monthName(thisMonth));
    const box = (await calendar.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);

    await season.getByRole('button', { name: 'Next month' }).click();
    await expect(calendar).toHaveAccessibleName(monthName(monthAfter(thisMonth)));
    await season.getByRole('group', { name: /arrow keys change the month/ }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(calendar).toHaveAccessibleName(monthName(thisMonth));
    await page.keyboard.press('ArrowRight');
    await expect(calendar).toHaveAccessibleName(monthName(monthAfter(thisMonth)));

    const buttons = await page.locator('main button:visible').all();
    expect(buttons.length).toBeGreaterThan(5);
    for (const button of buttons)
      expect((await button.boundingBox())!.height, await button.innerText()).toBeGreaterThanOrEqual(44);

    await expectNoAxeViolations(page);
  });
