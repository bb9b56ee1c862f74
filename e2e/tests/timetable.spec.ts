import { expect, type APIRequestContext, test } from '@playwright/test';
import ICAL from 'ical.js';
import { railwayToday } from '@lmr/shared/timetable';
import { expectNoAxeViolations } from '../support/axe.ts';
import { logInAs } from '../support/session.ts';

/** Each running day's UID with its SEQUENCE and STATUS, as ical.js reads the feed. */
async function feedEntries(request: APIRequestContext) {
  const res = await request.get('/timetable.ics');
  expect(res.status()).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await res.text()) as unknown[]);
  return new Map(
    calendar.getAllSubcomponents('vevent').map((v) => {
      const event = new ICAL.Event(v);
      return [event.uid, { sequence: event.sequence, status: String(v.getFirstPropertyValue('status')) }] as const;
    }),
  );
}

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

test('an admin adds a pattern and a season by rule, cancels today with a reason, and undoes it', async ({ page }) => {
  // A whole journey: eight page loads, four feed reads and an axe run; 15 to 31 s on a loaded machine.
  test.slow();
  const today = railwayToday();
  const name = `Test pattern ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  await logInAs(page);
  await page.goto('/admin/timetable');

  const patternForm = page.locator('form', { has: page.getByRole('heading', { name: 'Add a pattern' }) });
  await patternForm.getByLabel('Name', { exact: true }).fill(name);
  await patternForm.getByLabel('Adult fare (£)').fill('3');
  await patternForm.getByLabel('Child fare (£)').fill('1.50');
  await patternForm.getByLabel('Family fare (£)').fill('8');
  await patternForm.getByRole('button', { name: 'Add the pattern' }).click();
  await expect(page.getByText('The pattern is added.')).toBeVisible();

  const ruleForm = page.locator('form', { has: page.getByRole('heading', { name: 'Add a season rule' }) });
  await ruleForm.getByLabel('Name', { exact: true }).fill(`${name} season`);
  await ruleForm.getByLabel('Pattern').selectOption({ label: name });
  await ruleForm.getByLabel('From', { exact: true }).fill(today);
  await ruleForm.getByLabel('To', { exact: true }).fill(addDays(today, 13));
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
    await ruleForm.getByRole('checkbox', { name: day }).check();
  await ruleForm.getByRole('button', { name: 'Add the rule' }).click();
  await expect(page.getByText('The season rule is added.')).toBeVisible();

  const before = await feedEntries(page.request);
  const uid = [...before.keys()].find((k) => k.startsWith(`running-day-${today}@`))!;
  expect(before.get(uid)!.status).toBe('CONFIRMED');

  const changeForm = page.locator('form', { has: page.getByRole('button', { name: 'Save the change' }) });
  await changeForm.getByLabel('Running day').selectOption(today);
  await changeForm.getByLabel('What happens').selectOption('cancelled');
  await changeForm.getByLabel('Reason (visitors read it)').fill('high winds');
  await changeForm.getByRole('button', { name: 'Save the change' }).click();
  await expect(page.getByText('The change is saved and shown on the site.')).toBeVisible();

  // In the raw HTML a visitor without JavaScript (or a search engine) gets, at once.
  for (const url of ['/', '/trust'])
    expect(await (await page.request.get(url)).text()).toContain('No trains: high winds');
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'No trains: high winds' })).toBeVisible();

  await page.goto('/timetable');
  await expect(page.locator(`#day-${today}`).getByText('No trains: high winds')).toBeVisible();
  await expectNoAxeViolations(page);

  const after = await feedEntries(page.request);
  expect(after.get(uid)!.status).toBe('CANCELLED');
  expect(after.get(uid)!.sequence).toBeGreaterThan(before.get(uid)!.sequence);
  for (const [other, entry] of before) if (other !== uid) expect(after.get(other)).toEqual(entry);

  await page.goto('/admin/timetable');
  await page
    .getByRole('button', { name: /^Undo the change of / })
    .first()
    .click();
  await expect(page.getByText('The change is undone.')).toBeVisible();
  expect((await feedEntries(page.request)).get(uid)!.status).toBe('CONFIRMED');
});

test('an admin changes a pattern by keyboard, and adds and removes a single running day with set departures', async ({
  page,
}) => {
  test.slow();
  const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const name = `Gala ${suffix}`;
  const date = addDays(railwayToday(), 40);
  await logInAs(page);
  await page.goto('/admin/timetable');

  const patternForm = page.locator('form', { has: page.getByRole('heading', { name: 'Add a pattern' }) });
  await patternForm.getByLabel('Name', { exact: true }).fill(name);
  await patternForm.getByLabel('At set times').check();
  await patternForm.getByLabel('Departure times (HH:MM, separated by commas)').fill('12:00, 14:30');
  await patternForm.getByLabel('Adult fare (£)').fill('4');
  await patternForm.getByLabel('Child fare (£)').fill('2');
  await patternForm.getByLabel('Family fare (£)').fill('10');
  await patternForm.getByRole('button', { name: 'Add the pattern' }).click();
  await expect(page.getByText('The pattern is added.')).toBeVisible();

  const dayForm = page.locator('form', { has: page.getByRole('heading', { name: 'Add a single running day' }) });
  await dayForm.getByLabel('Date').fill(date);
  await dayForm.getByLabel('Pattern').selectOption({ label: name });
  await dayForm.getByRole('button', { name: 'Add the day' }).click();
  await expect(page.getByText('The running day is added.')).toBeVisible();

  // Change the pattern by keyboard alone: the form takes focus and keeps what the pattern says.
  await page.getByRole('button', { name: `Change ${name}` }).focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { name: `Change the pattern ${name}` });
  await expect(heading).toBeFocused();
  const editForm = page.locator('form', { has: heading });
  await expect(editForm.getByLabel('Departure times (HH:MM, separated by commas)')).toHaveValue('12:00, 14:30');
  await editForm.getByLabel('Departure times (HH:MM, separated by commas)').fill('12:00, 13:15, 14:30');
  await editForm.getByLabel('Departure times (HH:MM, separated by commas)').press('Enter');
  await expect(page.getByText(`The pattern ${name} is changed; its days show the change.`)).toBeVisible();

  await page.goto('/timetable');
  const entry = page.locator(`#day-${date}`);
  // The calendar shows a month at a time: move on to the day's month.
  const monthHeading = page.getByRole('heading', { name: /: running days$/ });
  await expect(monthHeading).toBeVisible();
  while (!(await entry.count())) {
    const shown = (await monthHeading.textContent())!;
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(monthHeading).not.toHaveText(shown);
  }
  await expect(entry).toContainText(name);
  await expect(entry).toContainText('13:15');

  await page.goto('/admin/timetable');
  const dayList = page.getByRole('region', { name: 'Single running days' });
  await dayList
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('button', { name: /^Remove / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Action' });
  await expect(dialog).toContainText('Trains no longer run that day.');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/is removed\.$/)).toBeVisible();
  await expect(dayList.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
