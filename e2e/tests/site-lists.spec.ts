import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { pngFile } from '../support/images.ts';
import { logInAs } from '../support/session.ts';
import { newestRevision, rawHtml, stamp, statusSays } from '../support/site-editor.ts';
import { scriptHasStarted } from '../support/visitor.ts';

async function restore(page: Page, revision: number) {
  // Exact names: revision 3's button must not also match revision 38's.
  await page.getByRole('button', { name: `Restore revision ${revision}`, exact: true }).click();
  await page.getByRole('button', { name: `Yes, restore revision ${revision}`, exact: true }).click();
  await statusSays(page, `Revision ${revision} restored`);
}

/** Opens the editor at `path` and returns its newest revision, to restore when the test is done. */
async function openEditor(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return newestRevision(page);
}

test.beforeEach(async ({ page }) => {
  await logInAs(page);
});

test('an admin changes a locomotive’s specification and a home card; visitors get both in the first HTML at once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const mark = stamp();
  await page.goto('/admin/site');
  await page.getByRole('link', { name: /^Rolling stock: / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Rolling Stock' })).toBeVisible();
  const trainsBefore = await newestRevision(page);

  await test.step('a new specification row stays a draft, then Publish shows it on /trains', async () => {
    await page.getByRole('button', { name: 'Add a row to Ant’s specification' }).click();
    const rows = page.getByRole('list', { name: 'Ant specification' }).getByRole('listitem');
    const count = await rows.count();
    await page.getByLabel(`Ant row ${count} label`, { exact: true }).fill('Whistle');
    await page.getByLabel(`Ant row ${count} value`, { exact: true }).fill(`Brass, tuned ${mark}`);
    await page.getByRole('button', { name: 'Reorder Whistle: arrow keys move it' }).press('ArrowUp');
    await expect(page.getByLabel(`Ant row ${count - 1} label`, { exact: true })).toHaveValue('Whistle');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await statusSays(page, 'Draft saved');
    expect(await rawHtml(request, '/trains')).not.toContain(mark);
    await page.getByRole('button', { name: 'Publish' }).click();
    await statusSays(page, 'Published');
    expect(await rawHtml(request, '/trains')).toContain(
      `<th scope="row">Whistle</th><td>Brass, tuned ${mark}</td></tr><tr><th scope="row">New boiler</th>`,
    );
  });

  await test.step('the Specs tab shows it to a visitor, by keyboard', async () => {
    const visitor = await (await page.context().browser()!.newContext()).newPage();
    await visitor.goto('/trains');
    await scriptHasStarted(visitor);
    const ant = visitor.getByRole('region', { name: 'Ant', exact: true });
    await ant.getByRole('tab', { name: 'History' }).focus();
    await visitor.keyboard.press('ArrowRight');
    await expect(ant.getByRole('tab', { name: 'Specs' })).toBeFocused();
    await expect(ant.getByRole('tabpanel').getByRole('row', { name: `Whistle Brass, tuned ${mark}` })).toBeVisible();
    await visitor.context().close();
  });

  const homeBefore = await openEditor(page, '/admin/site/home', 'Edit Home page banner and cards');

  await test.step('a home card’s new title and words are on / for the very next visitor', async () => {
    await page.getByLabel('Card 2 title', { exact: true }).fill(`Ghost Trains ${mark}`);
    await page.getByLabel('Card 2 words', { exact: true }).fill('Lanterns in the tunnel on Hop tu Naa.');
    await page.getByRole('button', { name: 'Publish' }).click();
    await statusSays(page, 'Published');
    const html = await rawHtml(request, '/');
    expect(html).toMatch(
      new RegExp(
        `<a class="home-card" href="/Ghosttrains"[^>]*><img [^>]+><span class="home-card-title">Ghost Trains ${mark}</span><span class="home-card-text">Lanterns in the tunnel`,
      ),
    );
  });

  await test.step('the changes read in plain words with the fields’ labels, no JSON', async () => {
    await page.getByLabel('From').selectOption(String(homeBefore));
    await page.getByRole('button', { name: 'Show the changes' }).click();
    const changes = page.locator('.diff mark');
    await expect(changes.first()).toHaveText(
      `~ Changed the title of card ‘Ghost Trains’ from ‘Ghost Trains’ to ‘Ghost Trains ${mark}’`,
    );
    await expect(changes.nth(1)).toHaveText(
      /^~ Changed the words of card ‘Ghost Trains \S+’ from ‘.+’ to ‘Lanterns in the tunnel on Hop tu Naa\.’$/,
    );
    await expect(page.locator('.diff')).not.toContainText('"');
  });

  await test.step('restoring the revisions from before brings the old card and specification back', async () => {
    await restore(page, homeBefore);
    expect(await rawHtml(request, '/')).not.toContain(mark);
    await page.goto('/admin/site/trains');
    await restore(page, trainsBefore);
    expect(await rawHtml(request, '/trains')).not.toContain(mark);
  });
});

test('an admin changes Where to Find Us’s words and About’s picture; the raw HTML shows both at once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const mark = stamp();

  const locationBefore = await openEditor(page, '/admin/site/pages/location', 'Edit Where to Find Us');
  const words = page.getByLabel(/^Words/);
  await words.fill(`${await words.inputValue()}\n\n## By bicycle\n\nRack number ${mark} is beside the station.`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await statusSays(page, 'Published');
  expect(await rawHtml(request, '/location')).toContain(`Rack number ${mark} is beside the station.`);

  const aboutBefore = await openEditor(page, '/admin/site/pages/about', 'Edit About Us');
  await page.getByLabel('Picture', { exact: true }).setInputFiles(await pngFile('about.png', { r: 30, g: 110, b: 60 }));
  await expect(page.locator('img.picture-preview')).toHaveAttribute('src', /^\/media\/images\//);
  await page.getByLabel('Picture: description for visitors who cannot see it').fill(`Bee in the shed ${mark}`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await statusSays(page, 'Published');
  const about = await rawHtml(request, '/about');
  expect(about).toMatch(new RegExp(`<figure class="page-picture"><picture>.*alt="Bee in the shed ${mark}"`));
  expect(about).not.toContain('/media/content/images/pages/about.svg');

  await restore(page, aboutBefore);
  expect(await rawHtml(request, '/about')).toContain('src="/media/content/images/pages/about.svg"');
  await page.goto('/admin/site/pages/location');
  await restore(page, locationBefore);
  expect(await rawHtml(request, '/location')).not.toContain(mark);
});

test('an admin changes the Books page’s introduction; a visitor’s first HTML, without JavaScript, shows it at once', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const mark = stamp();
  const before = await openEditor(page, '/admin/site/pages/books', 'Edit Books page');
  await page.getByLabel(/^Words/).fill(`Signed copies ${mark} are in the station shop this summer.`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await statusSays(page, 'Published');
  const books = await rawHtml(request, '/books');
  expect(books).toContain('<h1>Books</h1>');
  expect(books).toContain(`<p>Signed copies ${mark} are in the station shop this summer.</p>`);
  expect(books).not.toContain('These books are on sale in our station shop.');

  await restore(page, before);
  expect(await rawHtml(request, '/books')).toContain('These books are on sale in our station shop.');
});

test('an admin previews a list’s draft at its own address; a visitor asking for the preview gets what is published', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const mark = stamp();
  await page.goto('/admin/site/books');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Books' })).toBeVisible();
  const title = page.getByLabel('Book 1 title', { exact: true });
  const published = await title.inputValue();
  await title.fill(`The Tunnel Ghost ${mark}`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await statusSays(page, 'Draft saved');
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Preview on the site (opens in a new tab)' }).click(),
  ]);
  await expect(preview).toHaveURL(/\/books\?preview$/);
  await expect(preview.getByText('Draft preview: visitors do not see these changes')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 2, name: `The Tunnel Ghost ${mark}` })).toBeVisible();
  await expectNoAxeViolations(preview);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/books?preview');
  await scriptHasStarted(visitor);
  await expect(visitor.getByRole('heading', { level: 2, name: published })).toBeVisible();
  await expect(visitor.getByText(mark)).toHaveCount(0);
  await expect(visitor.getByText('Draft preview')).toHaveCount(0);
  await visitor.context().close();

  // The draft is left unpublished, and put back as it was so later runs start from the published list.
  await title.fill(published);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await statusSays(page, 'Draft saved');
});

for (const width of [360, 1280]) {
  test(`each new list editor passes axe at ${width} px and fits the screen`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    for (const [path, title] of [
      ['/admin/site/links', 'Edit Other Links'],
      ['/admin/site/trains', 'Edit Rolling Stock'],
      ['/admin/site/home', 'Edit Home page banner and cards'],
      ['/admin/site/items-of-interest', 'Edit Items of Interest'],
    ]) {
      await page.goto(path!);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('.revision-list li').first()).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    }
  });
}
