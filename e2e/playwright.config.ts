import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, e2ePorts, twoProcesses } from './support/settings.ts';

// Chromium's headless shell, as Playwright itself uses for headless runs: on the same tests it used half the CPU
// of the whole browser in headless mode, and the browser tests' CPU is half the suite's (decision 164).
const chromium = chromiumPath('chromium-headless-shell');
const baseURL = `http://127.0.0.1:${e2ePorts.web}`;
/** The Site area's journeys: they run again on PostgreSQL with two server processes (E2E_DATABASE=postgres). */
const siteContent = '**/site-content.spec.ts';
/**
 * Booking paid online and at the station, a day cancelled with bookings, and the gate checking tickets in also run
 * there (issue 28's "Done when").
 */
const booking = ['**/booking-paid.spec.ts', '**/booking-cancelled.spec.ts', '**/gate.spec.ts'];
/**
 * A member joining as Family and a volunteer made a member by their hours, and the reminder and the notice with the
 * clock moved (on a site of that journey's own), also run there (issue 29's "Done when").
 */
const membershipJourney = ['**/supporters-membership.spec.ts', '**/supporters-membership-clock.spec.ts'];
/**
 * Issue 29's journeys that record gifts: each checks the appeal's total moving by its own gift, so they run one
 * at a time, and on two processes after the others, alone. Giving once and monthly, and an admin's cash gift; an
 * admin opening one supporter's record; tax relief, which also switches the settings' scheme (read by Donate, the
 * receipts and the booking page) and publishes the settings another journey may be editing.
 */
const giving = '**/supporters-giving.spec.ts';
const supporters = '**/supporters-record.spec.ts';
const taxRelief = '**/supporters-tax.spec.ts';
const appealTotal = [giving, supporters, taxRelief];
/**
 * Journeys that change one of the site's single items (Rolling Stock, Books, the Trust page, the settings)
 * and check it, or read a setting another of them changes.
 */
const oneAtATime = [
  '**/site-lists.spec.ts',
  siteContent,
  '**/admin-journey.spec.ts',
  '**/one-place-for-every-fact.spec.ts',
  ...appealTotal,
];
/**
 * Journeys that switch something site-wide on for a while, run last, alone: admins must use a second factor; today
 * cancelled, whose banner heads every public page and would move what another journey measures.
 */
const alone = ['**/second-factor-required.spec.ts', '**/timetable.spec.ts'];

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  workers: 2,
  // A flaky test is a defect to fix at its cause, so a failure is never retried away, in CI or anywhere.
  retries: 0,
  reporter: [['list']],
  // Apart, as the two lists may run at once and each empties its own at the start.
  outputDir: twoProcesses ? 'test-results/postgres' : 'test-results/pglite',
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL,
    // A trace is kept for a failure to open locally; CI keeps only the run's text, and recording every test's
    // trace cost a fifth of the browser tests' time (decision 089).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      // Chromium's own background connections are refused on these machines; keep it quiet and offline.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: twoProcesses
    ? [
        {
          name: 'postgres-two-processes',
          use: { ...devices['Desktop Chrome'] },
          testMatch: [siteContent, ...booking, ...membershipJourney],
        },
        {
          name: 'postgres-two-processes-one-at-a-time',
          use: { ...devices['Desktop Chrome'] },
          testMatch: appealTotal,
          workers: 1,
          dependencies: ['postgres-two-processes'],
        },
      ]
    : [
        { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: [...oneAtATime, ...alone] },
        // Two copies of the same journey (--repeat-each) would edit the same site item at once, and the
        // second admin's save is rightly refused ("changed this after you opened it"): one runs at a time.
        { name: 'site-editor', use: { ...devices['Desktop Chrome'] }, testMatch: oneAtATime, workers: 1 },
        {
          name: 'site-wide-rules',
          use: { ...devices['Desktop Chrome'] },
          testMatch: alone,
          workers: 1,
          dependencies: ['chromium', 'site-editor'],
        },
      ],
  webServer: {
    command: 'node support/e2e-server.ts',
    // Ready once the site answers and an admin has filled in what the tests need (support/e2e-server.ts).
    url: `http://127.0.0.1:${e2ePorts.mailbox}/ready`,
    reuseExistingServer: false,
    // A cold start on a shared 2-core machine under load has taken more than a minute.
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // Not the default kill -9: the server script stops its processes and database and removes their files.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
});
