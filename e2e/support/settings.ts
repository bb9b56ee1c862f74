import { execSync } from 'node:child_process';

/**
 * Which set-up the journeys run against: one server process on the embedded PGlite (the default), or, with
 * E2E_DATABASE=postgres, two server processes on one real PostgreSQL 15, as a site behind a load balancer
 * runs. The second set-up's ports sit above the first's, so both can run side by side.
 */
export const twoProcesses = process.env.E2E_DATABASE === 'postgres';

const web = Number(process.env.E2E_PORT ?? (twoProcesses ? 4177 : 4173));

export const e2ePorts = {
  web,
  /** The second server process; with one process, the one site. */
  second: twoProcesses ? Number(process.env.E2E_SECOND_PORT ?? web + 1) : web,
  smtp: Number(process.env.E2E_SMTP_PORT ?? (twoProcesses ? 4179 : 4175)),
  mailbox: Number(process.env.E2E_MAILBOX_PORT ?? (twoProcesses ? 4180 : 4176)),
  /** The fake Stripe: its API, and the checkout page a buyer paying online is sent to. */
  stripe: Number(process.env.E2E_STRIPE_PORT ?? (twoProcesses ? 4181 : 4174)),
};

/**
 * Where the journeys' visitors, second admin and audit reader go: the process the admin's edits were not
 * made on, so what they see there came through the database alone.
 */
export const secondProcess = `http://127.0.0.1:${e2ePorts.second}`;

export const e2eAdmin = { email: 'admin@example.org', password: 'E2e-Admin-Passw0rd' };

/** The postcode an admin fills in before the journeys start (content/ leaves it a placeholder, not shown). */
export const e2ePostcode = 'IM4 9ZZ';

/**
 * The tests run in Chromium's headless shell (decision 164); a journey that needs what only the whole browser has,
 * its PDF viewer, opens its page there.
 */
export const chromiumPath = (build: 'chromium-headless-shell' | 'chromium') =>
  process.env.CHROMIUM_PATH ?? execSync(`command -v ${build}`).toString().trim();
