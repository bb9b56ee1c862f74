import { expect, test } from '@playwright/test';
import { longDate } from '@lmr/shared/day-text';
import type { MyMembership } from '@lmr/shared/membership';
import { joinPageWords, membershipWords } from '@lmr/shared/membership-words';
import { expectNoAxeViolations } from '../support/axe.ts';
import { type ReceivedMail, receivedMail, waitForMail } from '../support/mailbox.ts';
import { joinAsFamily } from '../support/membership.ts';
import { startOwnSite } from '../support/own-site.ts';
import { widerThanWindow } from '../support/phone-width.ts';
import { addDays, okJson } from '../support/roster.ts';

test.use({ viewport: { width: 360, height: 740 } });

/** The last day of the year of membership that starts the day after `endsOn`. */
const nextYearEnds = (endsOn: string) => {
  const next = new Date(`${addDays(endsOn, 1)}T00:00:00Z`);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return addDays(next.toISOString().slice(0, 10), -1);
};
const memberLink = (mail: ReceivedMail) => /\/membership\/mine#token=[\w-]+/.exec(mail.text)![0];

/*
 * Issue 29's "Done when": the reminder and the pre-charge notice arrive, with the clock moved, exactly once each. The
 * clock moves in the server's process, so the journey has a site of its own (support/own-site.ts) and restarts it
 * with Date moved (support/moved-clock.ts); the renewals sweep, which every process runs, then finds both due.
 */
test('on a phone, a member joins as Family and gets the card; days before the year ends the reminder and the pre-charge notice arrive once each, after a restart too, and the reminder’s link renews', async ({
  page,
}) => {
  // Three starts of the site, and two waits for the renewals sweep, which runs every 15 seconds.
  test.setTimeout(180_000);
  const site = await startOwnSite();
  try {
    const run = `${Date.now()}-${test.info().repeatEachIndex}`;
    const yearly = `yearly-${run}@example.org`;
    const automatic = `automatic-${run}@example.org`;
    const admin = await site.admin();
    await okJson(await admin.put('/api/admin/payment-settings', { data: { onlinePayment: true } }));
    await admin.dispose();

    // Joins as Family, paying once, through the fake Stripe: the card comes in the welcome.
    await page.goto(`${site.url}/join`);
    await joinAsFamily(page, { name: 'Fenella Kinvig', email: yearly });
    const welcome = await waitForMail(yearly, /membership card/);
    expect(welcome.attachments.some((a) => a.contentType === 'image/png')).toBe(true);

    // Another member joins renewing automatically.
    const joined = await okJson<{ url: string }>(
      await page.request.post(`${site.url}/api/membership`, {
        data: { typeName: 'Family', name: 'Ada Auto', email: automatic, automatic: true },
      }),
    );
    await page.goto(joined.url);
    await page.getByRole('button', { name: 'Pay £20.00' }).click();
    await expect(page.getByText(joinPageWords.paid)).toBeVisible();
    const token = memberLink(await waitForMail(automatic, /membership card/)).split('#token=')[1];
    const { endsOn } = await okJson<MyMembership>(
      await page.request.post(`${site.url}/api/membership/mine`, { data: { token } }),
    );

    // Five days before both years end: within the reminder's month and the notice's week.
    const movedTo = addDays(endsOn, -5);
    await site.restart(`${movedTo}T12:00:00Z`);
    const reminder = await waitForMail(yearly, /ends soon/, 45_000);
    expect(reminder.text).toContain(`Your membership ends on ${longDate(endsOn)}`);
    const notice = await waitForMail(automatic, /renews automatically/, 45_000);
    expect(notice.text).toContain(`£20.00 will be charged to your card on ${longDate(addDays(endsOn, 1))}`);
    expect(notice.text).toContain('turn automatic renewal off from the link below');

    // Started again, every process sweeps again. The automatic member then turns renewal off from the notice's link,
    // so their year is due the reminder instead: it arrives from a sweep run since the restart, and the mailbox still
    // holds one reminder and one notice for the year before.
    await site.restart(`${movedTo}T12:00:00Z`);
    await page.goto(`${site.url}${memberLink(notice)}`);
    await page.getByRole('button', { name: membershipWords.turnOffOrKeep }).click();
    await page.getByRole('button', { name: joinPageWords.yesTurnOff }).click();
    await expect(page.getByText(membershipWords.turnedOff)).toBeVisible();
    await waitForMail(automatic, /ends soon/, 45_000);
    const mails = await receivedMail();
    const count = (to: string, subject: RegExp) =>
      mails.filter((m) => m.to.includes(to) && subject.test(m.subject)).length;
    expect([count(yearly, /ends soon/), count(yearly, /renews automatically/)]).toEqual([1, 0]);
    expect([count(automatic, /renews automatically/), count(automatic, /ends soon/)]).toEqual([1, 1]);

    // The reminder's one-click link: the form filled in, and renewing adds a year from the day this one ends.
    await page.goto(`${site.url}${memberLink(reminder)}`);
    await expect(page.getByLabel(joinPageWords.type)).toHaveValue('Family');
    await expectNoAxeViolations(page);
    expect(await widerThanWindow(page)).toBeNull();
    await page.getByRole('button', { name: membershipWords.renewNow }).click();
    await page.getByRole('button', { name: 'Pay £20.00' }).click();
    await expect(page.getByText(joinPageWords.paid)).toBeVisible();
    await page.goto(`${site.url}${memberLink(reminder)}`);
    await expect(page.getByText(longDate(nextYearEnds(endsOn)))).toBeVisible();
  } finally {
    await site.close();
  }
});
