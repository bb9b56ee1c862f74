import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import type { Order } from '@lmr/shared/booking';
import { GATE_QUALIFICATION, type GateDay, gateWords } from '@lmr/shared/booking-gate';
import { railwayToday } from '@lmr/shared/timetable';
import { createVolunteer } from '../support/accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { bookableDay } from '../support/booking.ts';
import { waitForMail } from '../support/mailbox.ts';
import { secondProcess } from '../support/settings.ts';
import { addDays, okJson } from '../support/roster.ts';
import { logInAs } from '../support/session.ts';
import { ownAddress, scriptHasStarted } from '../support/visitor.ts';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A video Chromium's fake camera plays (--use-file-for-fake-video-capture): the ticket's QR code from its mail,
 * on white, as YUV 4:2:0 frames (Y4M); the code is grey, so the colour planes are flat.
 */
async function qrVideo(png: Buffer, file: string) {
  const luma = await sharp(png)
    .resize(400, 400, { kernel: 'nearest' })
    .extend({ top: 40, bottom: 40, left: 120, right: 120, background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer();
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  fs.writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
}

test('at the gate, a volunteer with the Gate qualification scans a ticket from the camera with no signal; a second scan is flagged once the signal is back', async ({
  browser,
  playwright,
}) => {
  const run = `${test.info().repeatEachIndex}-${Date.now()}`;
  // A day of its own, apart from the other journeys' days (booking 20-34, timetable 40).
  const day = addDays(railwayToday(), 50 + (test.info().repeatEachIndex % 10));
  const baseURL = test.info().project.use.baseURL;

  // The admin makes the day bookable and gives a volunteer the Gate qualification; a visitor books three tickets.
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await logInAs(adminPage);
  await bookableDay(adminPage.request, `Gate evening ${run}`, day);
  const gatekeeper = { name: `Gwen Gate ${run}`, email: `gate-${run}@example.org`, password: 'Gate-Keeper-Passw0rd' };
  await createVolunteer(adminPage.request, gatekeeper);
  await logInAs(adminPage);
  const { volunteers } = await okJson<{ volunteers: { id: string; email: string }[] }>(
    await adminPage.request.get('/api/admin/roster/qualifications'),
  );
  await okJson(
    await adminPage.request.put('/api/admin/roster/qualifications', {
      data: {
        userId: volunteers.find((v) => v.email === gatekeeper.email)!.id,
        qualification: GATE_QUALIFICATION,
        expiresOn: addDays(railwayToday(), 365),
      },
    }),
  );
  const visitor = await admin.newPage();
  await ownAddress(visitor);
  const { departures } = await okJson<{ departures: { id: string; time: string }[] }>(
    await visitor.request.get(`/api/booking/days/${day}`),
  );
  const buyer = { name: `Ann Kewley ${run}`, email: `gate-buyer-${run}@example.org` };
  const held = await okJson<Order>(
    await visitor.request.post('/api/booking/holds', {
      data: { departureId: departures[0]!.id, tickets: { adult: 2, child: 1 } },
    }),
  );
  await okJson(
    await visitor.request.post('/api/booking/orders/reserve', { data: { reference: held.reference, ...buyer } }),
  );
  const mail = await waitForMail(buyer.email, /Your tickets/);
  const ticket = mail.attachments.find((a) => a.filename === 'ticket-1.png')!;

  // The gate phone: Chromium whose camera plays the ticket's QR code, launched for this journey alone.
  const video = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lmr-gate-')), 'ticket.y4m');
  await qrVideo(Buffer.from(ticket.base64, 'base64'), video);
  const { launchOptions } = test.info().project.use;
  const phone = await playwright.chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions?.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    // With two server processes, the phone talks to the one the bookings were not made on.
    const context = await phone.newContext({
      baseURL: secondProcess,
      viewport: { width: 360, height: 740 },
      permissions: ['camera'],
    });
    const page = await context.newPage();
    await logInAs(page, gatekeeper);
    await page.goto('/gate');
    await expect(page.getByRole('heading', { name: gateWords.title, level: 1 })).toBeVisible();
    await scriptHasStarted(page);
    await page.getByLabel(gateWords.day).fill(day);
    await expect(page.getByText(gateWords.counts(0, 3))).toBeVisible();
    // The screen works with no signal once its service worker keeps it (scripts, decoder, the screen itself).
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.ready) && !!navigator.serviceWorker.controller,
    );
    // Installable: the screen names its web app manifest, which the server answers.
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/gate.webmanifest');
    expect((await page.request.get('/gate.webmanifest')).ok()).toBe(true);
    await expectNoAxeViolations(page);

    await expect(page.getByText(gateWords.scannerReady)).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText(gateWords.offline)).toBeVisible();
    await page.getByRole('button', { name: gateWords.scan }).click();
    await expect(page.getByRole('status').filter({ hasText: gateWords.welcome(buyer.name, 'Adult') })).toBeVisible();
    await expect(page.getByText(gateWords.counts(1, 3))).toBeVisible();
    await expect(page.getByText(gateWords.waiting(1))).toBeVisible();

    // The signal comes back: the scan is sent, and the server counts it.
    await context.setOffline(false);
    await expect(page.getByText(gateWords.allSent)).toBeVisible();
    const onServer = async () =>
      (await okJson<GateDay>(await adminPage.request.get(`/api/gate/days/${day}`))).departures[0]!;
    expect(await onServer()).toMatchObject({ sold: 3, checkedIn: 1 });

    // The same ticket shown again is flagged, and the server keeps that scan too.
    await page.getByRole('button', { name: gateWords.scan }).click();
    await expect(page.getByRole('alert')).toHaveText(gateWords.repeat(buyer.name, 'Adult'));
    await expect(page.getByText(gateWords.allSent)).toBeVisible();
    await expect.poll(async () => (await onServer()).tickets.find((t) => t.checkedIn)?.repeats).toBe(1);
    await expect(page.getByText(gateWords.counts(1, 3))).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  } finally {
    await phone.close();
    await admin.close();
  }
});
