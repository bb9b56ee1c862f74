import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { longDate } from '@lmr/shared/day-text';
import { rosterMessages } from '@lmr/shared/roster';
import { railwayToday } from '@lmr/shared/timetable';
import { createVolunteer } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { receivedMail, waitForMail } from '../support/mailbox.ts';
import { addDays, okJson, runningDay } from '../support/roster.ts';
import { logInAs } from '../support/session.ts';

async function pageFor(browser: Browser, who?: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await logInAs(page, who);
  return page;
}

test('volunteers take duties and race for the last place; an admin fills a gap; one asks for cover and another takes it; a cancellation tells each once', async ({
  browser,
}) => {
  // Four people in four browsers, mail through the queue, and axe on three screens.
  test.slow();
  const run = randomUUID().slice(0, 8);
  // A day in the roster's first fortnight (its gaps are listed first), not today (timetable.spec cancels
  // today), and not the day of a run beside this one (--repeat-each): each would put its own pattern on it.
  const day = addDays(railwayToday(), 2 + (test.info().repeatEachIndex % 12));
  const when = longDate(day);
  const guard = `Guard ${run}`;
  const driver = `Driver ${run}`;
  const competence = `Driving ${run}`;
  const ann = { name: `Ann ${run}`, email: `ann-${run}@example.org`, password: 'Roster-Passw0rd-1' };
  const bob = { name: `Bob ${run}`, email: `bob-${run}@example.org`, password: 'Roster-Passw0rd-2' };

  // An admin of this run's own registers Ann and Bob: each admin may invite 30 people an hour, and the
  // journeys' shared admin would run out after 15 runs (--repeat-each 20).
  const organiser = {
    name: `Organiser ${run}`,
    email: `organiser-${run}@example.org`,
    password: 'Roster-Admin-Passw0rd',
  };
  const owner = await pageFor(browser);
  expect((await owner.request.post('/api/register', { data: { ...organiser, role: 'admin' } })).status()).toBe(201);
  await owner.context().close();

  // The admin's set-up: a kind of day running on `day`, needing one guard and one qualified driver.
  const admin = await pageFor(browser, organiser);
  const api = admin.request;
  await runningDay(api, `Roster day ${run}`, day);
  await createVolunteer(api, ann);
  await createVolunteer(api, bob);

  await admin.goto('/admin/roster/setup');
  for (const [name, qualification] of [
    [guard, ''],
    [driver, competence],
  ] as const) {
    const add = admin.getByRole('form', { name: 'Add a duty role' });
    await add.getByLabel('New duty role').fill(name);
    await add.getByLabel('Qualification it needs (optional)').fill(qualification);
    await add.getByRole('button', { name: 'Add the duty role' }).click();
    await expect(admin.getByText(`Duty role “${name}” added.`)).toBeVisible();
    await admin.getByLabel(`${name} on Roster day ${run}`).fill('1');
    await expect(admin.getByText(`Roster day ${run} needs 1 × ${name}.`)).toBeVisible();
  }
  const record = admin.getByRole('form', { name: 'Record a qualification' });
  await record.getByLabel('Volunteer').selectOption({ label: `${bob.name} (${bob.email})` });
  await record.getByLabel('Qualification').selectOption(competence);
  await record.getByLabel('Valid until').fill(addDays(day, 30));
  await record.getByRole('button', { name: 'Record the qualification' }).click();
  await expect(admin.getByText(`“${competence}” recorded until`)).toBeVisible();
  // Ann's has run out the day before she would drive.
  await record.getByLabel('Volunteer').selectOption({ label: `${ann.name} (${ann.email})` });
  await record.getByLabel('Qualification').selectOption(competence);
  await record.getByLabel('Valid until').fill(addDays(day, -1));
  await record.getByRole('button', { name: 'Record the qualification' }).click();
  await expect(admin.getByText(`“${competence}” recorded until`)).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Expiring in the next 60 days' })).toBeVisible();
  await expectNoAxeViolations(admin);

  // Ann and Bob both see the one guard's place open.
  const annPage = await pageFor(browser, ann);
  const bobPage = await pageFor(browser, bob);
  for (const p of [annPage, bobPage]) {
    await p.goto('/volunteer/duties');
    await expect(p.getByRole('button', { name: `Take ${guard} on ${when}` })).toBeVisible();
  }
  await expectNoAxeViolations(annPage);

  const canWork = annPage
    .getByRole('group', { name: `Can you work on ${when}?` })
    .getByRole('button', { name: 'I can work' });
  await canWork.click();
  // Said beside the button pressed, not at the page's top out of sight.
  await expect(annPage.getByText(`Saved: you can work on ${when}.`)).toBeInViewport();
  await expect(canWork).toHaveAttribute('aria-pressed', 'true');
  expect((await canWork.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await annPage.getByRole('button', { name: `Take ${guard} on ${when}` }).click();
  await expect(annPage.getByText(`You are on duty as ${guard} on ${when}.`)).toBeVisible();
  await expect(annPage.getByRole('heading', { name: `${guard}, ${when}` })).toBeVisible();

  // Bob's page still offers the place Ann has just taken.
  await bobPage.getByRole('button', { name: `Take ${guard} on ${when}` }).click();
  await expect(bobPage.getByRole('alert')).toHaveText(rosterMessages.taken);

  // The admin fills the driver's gap from the qualified: Bob, not Ann, whose qualification has expired.
  await admin.goto('/admin/roster');
  await admin
    .getByRole('button', { name: `Fill ${driver} on ` })
    .first()
    .click();
  const dialog = admin.getByRole('dialog', { name: `${driver} on ${when}` });
  // The qualified list arrives after the dialog opens: read the choices once it has (CI read them before).
  await expect(
    dialog
      .getByLabel(/^Volunteer/)
      .locator('option')
      .filter({ hasText: bob.name }),
  ).toHaveCount(1);
  const choices = await dialog
    .getByLabel(/^Volunteer/)
    .locator('option')
    .allTextContents();
  expect(choices.some((c) => c.startsWith(bob.name))).toBe(true);
  expect(choices.some((c) => c.startsWith(ann.name))).toBe(false);
  await dialog.getByLabel(/^Volunteer/).selectOption({ label: choices.find((c) => c.startsWith(bob.name))! });
  await dialog.getByRole('button', { name: `Assign ${bob.name}` }).click();
  await expect(admin.getByText(`${bob.name} is on duty as ${driver} on ${when}`)).toBeVisible();
  await expectNoAxeViolations(admin);

  const { roles } = await okJson<{ roles: { id: string; name: string }[] }>(await api.get('/api/admin/roster'));
  const accounts = await okJson<{ id: string; email: string }[]>(await api.get('/api/accounts'));
  const refused = await api.post('/api/admin/roster/assignments', {
    data: {
      date: day,
      roleId: roles.find((r) => r.name === driver)!.id,
      userId: accounts.find((a) => a.email === ann.email)!.id,
    },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    rosterMessages.unqualified(competence),
  );

  // Ann's own calendar feed, read by a real parser: her duty, nobody else's.
  await annPage.reload();
  await annPage.getByRole('button', { name: 'Make my calendar address' }).click();
  const address = await annPage.getByLabel('Your calendar address').inputValue();
  const feed = await annPage.request.get(new URL(address).pathname);
  expect(feed.status()).toBe(200);
  const events = new ICAL.Component(ICAL.parse(await feed.text()) as unknown[])
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v).summary);
  expect(events).toEqual([`${guard}: Roster day ${run}`]);

  // Bob cannot drive after all: he asks for cover, and Cara, the one other driver free that day, takes his
  // place from the mail's link; the first Bob hears of it is by mail.
  const cara = { name: `Cara ${run}`, email: `cara-${run}@example.org`, password: 'Roster-Passw0rd-3' };
  await createVolunteer(api, cara);
  const caraId = (await okJson<{ id: string; email: string }[]>(await api.get('/api/accounts'))).find(
    (a) => a.email === cara.email,
  )!.id;
  await okJson(
    await api.put('/api/admin/roster/qualifications', {
      data: { userId: caraId, qualification: competence, expiresOn: addDays(day, 30) },
    }),
  );
  await bobPage.reload();
  const askForCover = bobPage.getByRole('button', { name: `Ask for cover for ${driver} on ${when}` });
  await askForCover.click();
  await bobPage.getByRole('dialog', { name: 'Confirm Action' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(askForCover).toHaveAttribute('aria-pressed', 'true');
  const offer = await waitForMail(cara.email, /^Cover wanted: /);
  const caraPage = await pageFor(browser, cara);
  await caraPage.goto(new URL(offer.text.match(/https?:\/\/\S+#cover/)![0]).pathname);
  await caraPage.getByRole('button', { name: `Cover ${driver} on ${when}` }).click();
  await caraPage.getByRole('dialog', { name: 'Confirm Action' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(caraPage.getByText(`You are on duty as ${driver} on ${when}, covering for Bob.`)).toBeVisible();
  // Her duty now, with its own Ask for cover, under the list of those asking.
  await expect(caraPage.getByRole('button', { name: `Ask for cover for ${driver} on ${when}` })).toBeVisible();
  await expectNoAxeViolations(caraPage);
  expect((await waitForMail(bob.email, /^Covered: /)).text).toContain(`${cara.name} has accepted your duty`);

  // Cancelling the day tells each of those on it, once: Cara now, not Bob.
  await okJson(
    await api.put(`/api/admin/timetable/changes/${day}`, { data: { status: 'cancelled', reason: 'track work' } }),
  );
  for (const who of [ann, cara]) await waitForMail(who.email, /^Change to /);
  const notices = (await receivedMail()).filter((m) => /^Change to /.test(m.subject));
  expect(notices.filter((m) => m.to.includes(ann.email))).toHaveLength(1);
  expect(notices.filter((m) => m.to.includes(cara.email))).toHaveLength(1);
  expect(notices.find((m) => m.to.includes(cara.email))!.text).toContain('No trains: track work');
});
