import { type APIRequestContext, expect } from '@playwright/test';
import { type BookableDayRequest, bookingRules } from '@lmr/shared/booking';
import { runningDay } from './roster.ts';

/**
 * Makes `day` a running day called `name` whose trains take bookings, with the demo carriages (20 seats);
 * `rules` changes the sales window (a day more than 60 days ahead needs sales open earlier).
 */
export async function bookableDay(
  api: APIRequestContext,
  name: string,
  day: string,
  rules: Partial<Record<keyof typeof bookingRules.defaults, number>> = {},
) {
  await runningDay(api, name, day);
  const bookable = await api.post('/api/admin/booking/departures', {
    data: { date: day, carriages: ['carriage-1', 'carriage-2'], ...bookingRules.defaults, ...rules },
  });
  // 409: a run before this one on the same server made the day bookable already.
  expect([201, 409], await bookable.text()).toContain(bookable.status());
}
