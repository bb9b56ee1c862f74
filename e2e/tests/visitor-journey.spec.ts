import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { bookingWords } from '@lmr/shared/booking';
import { longDate } from '@lmr/shared/day-text';
import { feedbackMessages } from '@lmr/shared/messages';
import { railwayToday } from '@lmr/shared/timetable';
import { bookableDay } from '../support/booking.ts';
import { waitForMail } from '../support/mailbox.ts';
import { addDays } from '../support/roster.ts';
import { logInAs } from '../support/session.ts';
import { e2ePostcode } from '../support/settings.ts';
import { ownAddress, scriptHasStarted } from '../support/visitor.ts';

/** A word in square brackets is a placeholder of content/ that nobody has filled in: a visitor never sees one. */
const noPlaceholder = async (page: Page) => expect(page.locator('body')).not.toContainText(/\[[a-z][^\]]*\]/i);

/** Opens About ▾ (behind ☰ Menu on a phone) and follows one of its links. */
async function aboutMenu(page: Page, width: number, label: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (width < 960) await nav.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('button', { name: 'About', exact: true }).click();
  await nav.getByRole('link', { name: label, exact: true }).click();
}

async function mainLink(page: Page, width: number, label: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (width < 960) await nav.getByRole('button', { name: 'Menu' }).click();
  await nav.getByRole('link', { name: label, exact: true }).click();
}

// A visitor's visit, from Home to a message, as a person clicks through it, on a phone and on a desktop.
for (const [index, width] of [360, 1280].entries()) {
  test(`at ${width} px: a visitor finds when trains run and what a ride costs, where the station is, the history, the gallery, Ghost Trains seats, sends a message and signs up for news`, async ({
    browser,
  }) => {
    test.slow();
    const run = randomUUID().slice(0, 8);
    // A Ghost Trains evening of its own, bookable, apart from the other journeys' days (booking 20-34, timetable 40).
    const ghostDay = addDays(railwayToday(), 42 + index + 2 * (test.info().repeatEachIndex % 8));
    const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const admin = await adminContext.newPage();
    await logInAs(admin);
    await bookableDay(admin.request, `Ghost Trains ${ghostDay}`, ghostDay);
    await adminContext.close();

    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width, height: 800 },
    });
    const page = await context.newPage();
    await ownAddress(page);

    await test.step('Home: the banner, the next running day, the poster, the feed button, three cards', async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: /Welcome to the Laxey Mines Railway/ })).toBeVisible();
      await page.getByRole('link', { name: 'Donate Now' }).click();
      await expect(page).toHaveURL(/\/donate$/);
      await page.goBack();
      const next = page.getByRole('region', { name: /^(Running today|Next running day)$/ });
      await expect(
        next.getByText(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),? \d+ \w+ \d{4}$/),
      ).toBeVisible();
      // The poster is named by its description (another journey may upload a poster of its own meanwhile).
      await expect(page.locator('img.poster')).toHaveAttribute('alt', /\S/);
      await expect(page.locator('img.poster')).toBeVisible();
      await expect(page.getByText(feedbackMessages.loadingPoster)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Show our social-media feed' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'More to see' }).getByRole('link')).toHaveCount(3);
      await noPlaceholder(page);
    });

    await test.step('the header shows each item once after the script starts (About ▾ once)', async () => {
      await scriptHasStarted(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const seen = () => nav.locator('a:visible, button:visible').allInnerTexts();
      const bar = ['Home', 'Rolling Stock', 'History', 'Contact', 'Donate', 'About ▾', 'Login'];
      if (width < 960) {
        expect(await seen()).toEqual(['Laxey Mines Railway', '☰ Menu']);
        await nav.getByRole('button', { name: 'Menu' }).click();
        await expect.poll(seen).toEqual(['Laxey Mines Railway', '☰ Menu', ...bar]);
        await nav.getByRole('button', { name: 'Menu' }).click();
      } else await expect.poll(seen).toEqual(['Laxey Mines Railway', ...bar]);
    });

    await test.step('"When we run" leads to the timetable, with dates and fares, a month at a time', async () => {
      await page.getByRole('link', { name: 'When we run' }).click();
      await expect(page).toHaveURL(/\/timetable$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Timetable' })).toBeVisible();
      const month = page.getByRole('heading', { name: /: running days$/ });
      const shown = (await month.textContent())!;
      for (const name of ['Previous month', 'Next month']) {
        const button = page.getByRole('button', { name });
        await expect(button).toHaveClass(/\bbutton\b/);
        expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect(month).not.toHaveText(shown);
      await page.getByRole('button', { name: 'Previous month' }).click();
      await expect(month).toHaveText(shown);
      await expect(page.getByText(/adult £\d+\.\d\d, child £\d+\.\d\d/).first()).toBeVisible();
      await noPlaceholder(page);
    });

    await test.step('Ride on the Railway shows the fares', async () => {
      await aboutMenu(page, width, 'Ride on the Railway');
      await expect(page.getByRole('heading', { level: 1, name: 'Ride on the Railway' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Fares' })).toContainText(/adult £\d+\.\d\d/);
      await noPlaceholder(page);
    });

    await test.step('Where to Find Us: the address and directions in the maps of the phone', async () => {
      await aboutMenu(page, width, 'Where to Find Us');
      await expect(page).toHaveURL(/\/location$/);
      const address = page.getByRole('region', { name: 'Address' });
      await expect(address).toContainText(`Laxey, Isle of Man${e2ePostcode}`);
      await expect(address.getByRole('link', { name: 'Directions in Google Maps' })).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
      );
      await noPlaceholder(page);
    });

    await test.step("History: a year link goes to that year's card at the first tap", async () => {
      await mainLink(page, width, 'History');
      const year = page.getByRole('navigation', { name: 'Timeline' }).getByRole('link').last();
      await year.click();
      await expect(page).toHaveURL(/\/history#event-\d+$/);
      const card = page.locator(`#${new URL(page.url()).hash.slice(1)}`);
      await expect.poll(() => card.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(120);
      await expect(card).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      await expect(card.locator('.history-year')).toHaveText((await year.textContent())!);
      await noPlaceholder(page);
    });

    await test.step('Rolling Stock: a gallery picture, and the way to the next', async () => {
      await mainLink(page, width, 'Rolling Stock');
      const wasp = page.getByRole('region', { name: 'WASP', exact: true });
      await wasp.getByRole('tab', { name: 'Gallery' }).click();
      await wasp.getByRole('tabpanel').getByRole('button').first().click();
      await expect(page.getByRole('dialog', { name: 'WASP: picture 1 of 3' })).toBeVisible();
      await page.getByRole('button', { name: 'Next picture' }).click();
      const second = page.getByRole('dialog', { name: 'WASP: picture 2 of 3' });
      await expect(second).toBeVisible();
      await second.getByRole('button', { name: 'Close' }).click();
      await noPlaceholder(page);
    });

    await test.step('/ghosttrains, typed in lower case, reaches Ghost Trains, whose date books seats', async () => {
      await page.goto('/ghosttrains');
      await expect(page).toHaveURL(/\/Ghosttrains$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Ghost Trains' })).toBeVisible();
      const dates = page.getByRole('region', { name: 'Ghost Trains dates' }).getByRole('listitem');
      // The demo season's October evenings are among the days other journeys add, each its date, year and times.
      await expect(
        dates.filter({ hasText: /^(Friday|Saturday),? \d+ October \d{4}, 17:00 to 20:30/ }).first(),
      ).toBeVisible();
      await noPlaceholder(page);
      await page.getByRole('link', { name: `Book seats for ${longDate(ghostDay)}` }).click();
      await expect(page).toHaveURL(new RegExp(`/book\\?date=${ghostDay}$`));
      await expect(page.getByRole('heading', { level: 1, name: bookingWords.title })).toBeVisible();
      await noPlaceholder(page);
    });

    await test.step('Contact: the message is checked, sent to the railway, and the counter starts again', async () => {
      await mainLink(page, width, 'Contact');
      await expect(page.getByRole('complementary')).toContainText('Laxey');
      const message = page.getByLabel('Message');
      const counted = (n: number) => `More than 50 characters, at most 10,000. ${n} characters so far.`;
      await expect(message).toHaveAccessibleDescription(counted(0));
      await message.fill('Are you open on Easter Monday?');
      await expect(message).toHaveAccessibleDescription(counted(30));
      await message.fill('');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('You must enter a name')).toBeVisible();
      await expect(page.getByText('Message is required and needs to be over 50 characters')).toBeVisible();

      // Each run its own sender and subject: senders are rate limited, and the admin list keeps every message.
      const edith = `edith-${run}@example.org`;
      const subject = `Ghost train seats ${run}`;
      await page.getByLabel('Name').fill('Edith Visitor');
      await page.getByLabel('Email', { exact: true }).fill(edith);
      await page.getByLabel('Subject').fill(subject);
      await message.fill('Can we book four places on the ghost train in October? We would love to come.');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText("Your email was sent successfully. We'll be in touch soon.")).toBeVisible();
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
      await expect(message).toHaveValue('');
      await expect(message).toHaveAccessibleDescription(counted(0));
      // Sent, the empty field is not wrong: its count is not in the red of a count outside the limit.
      const limitId = (await message.getAttribute('aria-describedby'))!.split(' ').find((id) => id.endsWith('-limit'));
      await expect(page.locator(`[id="${limitId}"] .field-count`)).not.toHaveClass(/field-count-outside/);
      await noPlaceholder(page);

      const mail = await waitForMail('railway@laxeyminesrailway.example', new RegExp(subject));
      expect(mail.headers['reply-to']).toContain(edith);
      expect(mail.to).not.toContain(edith);
    });

    await test.step("the footer's newsletter signup sends a link to confirm", async () => {
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel('Email address').fill(`reader-${run}@example.org`);
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(footer.getByText(/we have sent you a link to confirm your subscription/)).toBeVisible();
    });
    await context.close();
  });
}
