import { expect, type Page, test } from '@playwright/test';
import type { HistoryEvent } from '@lmr/shared/history-events';
import { expectNoAxeViolations } from '../support/axe.ts';
import { pngFile } from '../support/images.ts';
import { logInAs } from '../support/session.ts';

const description = 'The first line.\nThe second line <b>stays as typed</b>.\n\nA new paragraph.';

const getEvent = async (page: Page, name: string) => page.request.get(`/api/get-event/${encodeURIComponent(name)}`);

test('an admin adds, shows, edits, reorders and deletes a history event', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  // A title of this run's own: copies of this journey run side by side (--repeat-each), each with its event.
  const title = `Engine shed / "Ant" Ærø ${Date.now()}-${testInfo.workerIndex}-${testInfo.repeatEachIndex}`;
  const renamed = `${title} (restored)`;
  await logInAs(page);

  await test.step('the events list links to Add Event', async () => {
    await page.goto('/admin/events');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Add Event' }).click();
    await expect(page).toHaveURL(/\/admin\/events\/add$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add An Event' })).toBeVisible();
  });

  await test.step('Add An Event with three gallery images and captions', async () => {
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('You must enter a name')).toBeVisible();
    await page.getByLabel('Title').fill(`  ${title}  `);
    await page.getByLabel('Description').fill(description);
    await expect(page.getByText(`${description.length} characters`)).toBeVisible();
    await page.getByLabel('Main Image').setInputFiles(await pngFile('main.png', { r: 134, g: 58, b: 55 }));
    await page
      .getByLabel('Gallery')
      .setInputFiles([
        await pngFile('one.png', { r: 200, g: 0, b: 0 }),
        await pngFile('two.png', { r: 0, g: 200, b: 0 }),
        await pngFile('three.png', { r: 0, g: 0, b: 200 }),
      ]);
    await page.getByLabel('Caption for one.png').fill('Caption one');
    await page.getByLabel('Caption for two.png').fill('Caption two');
    await page.getByLabel('Caption for three.png').fill('Caption three');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/events$/);
    await expect(page.getByText('Event added successfully')).toBeVisible();
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  });

  await test.step('a second event with the same title in another case is refused in the form', async () => {
    await page.goto('/admin/events/add');
    await page.getByLabel('Title').fill(title.toUpperCase());
    await page.getByLabel('Main Image').setInputFiles(await pngFile('main.png', { r: 1, g: 2, b: 3 }));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText('An event with this title already exists');
  });

  await test.step('the public History page shows it newest first, and its dialog', async () => {
    await page.goto('/history');
    const thisYear = String(new Date().getFullYear());
    const cards = page.locator('.history-card');
    const card = cards.filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
    await expect(card).toBeVisible();
    // Only this year's events (other journeys' own, added today too) may come before it.
    const yearsUpToIt = await cards.evaluateAll((all, name) => {
      const index = all.findIndex((c) => c.querySelector('h2')?.textContent === name);
      return all.slice(0, index + 1).map((c) => c.querySelector('.history-year')?.textContent);
    }, title);
    expect(yearsUpToIt.length).toBeGreaterThan(0);
    expect(new Set(yearsUpToIt)).toEqual(new Set([thisYear]));
    await expect(page.getByRole('navigation', { name: 'Timeline' }).getByRole('link').first()).toHaveText(thisYear);
    await expectNoAxeViolations(page);
    const opener = card.getByRole('link', { name: title, exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: `Main image: ${title}` })).toBeVisible();
    await expect(dialog.getByText('The second line <b>stays as typed</b>.')).toBeVisible();
    await expect(dialog.locator('p br')).toHaveCount(1);
    await expect(dialog.locator('figcaption')).toHaveText('Caption one');
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog.locator('figcaption')).toHaveText('Caption two');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('figcaption')).toHaveText('Caption three');
    await expect(dialog.getByText('Image 3 of 3')).toBeVisible();
    const served = await page.request.get((await dialog.locator('.carousel img').getAttribute('src')) ?? '');
    expect(served.headers()['cache-control']).toContain('immutable');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  await test.step('the admin edits the title and a caption and reorders the gallery', async () => {
    await page.goto('/admin/events');
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Title').fill(renamed);
    await page.getByLabel('Caption 2').fill('Caption two, corrected');
    await page.getByRole('button', { name: 'Move image 3 up' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/events/${encodeURIComponent(renamed).replace(/[()]/g, '\\$&')}$`));
    await expect(page.locator('.event-gallery figcaption')).toHaveText([
      'Caption one',
      'Caption three',
      'Caption two, corrected',
    ]);
    const saved = (await (await getEvent(page, renamed)).json()) as HistoryEvent;
    expect(saved.galleryCaptions).toEqual(['Caption one', 'Caption three', 'Caption two, corrected']);
    expect((await getEvent(page, title)).status()).toBe(404);
  });

  await test.step('removing a gallery picture asks first, naming it by its caption', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Action' });
    await page.getByRole('button', { name: 'Remove image 1' }).click();
    await expect(confirm).toContainText('Remove gallery image 1, “Caption one”? It goes when the event is saved.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Caption 3')).toBeVisible();
    await page.getByRole('button', { name: 'Remove image 1' }).click();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByLabel('Caption 3')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.locator('.event-gallery figcaption')).toHaveText(['Caption three', 'Caption two, corrected']);
  });

  await test.step('Delete Event asks to confirm, then goes to the events list', async () => {
    await page.getByRole('button', { name: 'Delete Event' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Action' });
    await expect(confirm).toContainText(`Are you sure you want to delete the event “${renamed}”?`);
    expect(await confirm.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(400);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Delete Event' }).click();
    await page.getByRole('dialog', { name: 'Confirm Action' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/admin\/events$/);
    await expect(page.getByRole('link', { name: renamed, exact: true })).toHaveCount(0);
    expect((await getEvent(page, renamed)).status()).toBe(404);
  });
});
