/*
 * Loaded first (`node --import`) into a server process that a journey starts with E2E_CLOCK_AT set: `Date` reads
 * that moment and runs on from it, so what the server does by the calendar (the membership renewals sweep) happens
 * as on that day. Timers are left real, so the sweeps still run every few seconds. Nothing in apps/server knows.
 */
import FakeTimers from '@sinonjs/fake-timers';

const at = Date.parse(process.env.E2E_CLOCK_AT ?? '');
if (Number.isNaN(at)) throw new Error('E2E_CLOCK_AT must be a date and time, e.g. 2027-11-20T12:00:00Z');
const clock = FakeTimers.install({ now: at, toFake: ['Date'] });
const started = performance.now();
// unref: the moving clock must never keep a stopping server alive.
setInterval(() => clock.setSystemTime(at + performance.now() - started), 50).unref();
