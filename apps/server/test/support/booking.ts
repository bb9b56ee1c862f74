import { bookingRules } from '@lmr/shared/booking';
import { adminCalls } from './roster.ts';
import type { TestApp } from './test-app.ts';

export const ghostPattern = {
  name: 'Ghost Trains evening',
  opens: '18:00',
  closes: '20:00',
  departures: { kind: 'list', times: ['18:00', '18:30', '19:00'] },
  fares: { adult: 300, child: 150, family: 800, membersFree: false },
  note: '',
};

/**
 * A Ghost Trains day made bookable through the admin API: carriage No 1 (10 seats) and No 2 (10 seats and a
 * wheelchair space) on every departure. Returns the day's bookable departures by time.
 */
export async function bookableGhostDay(t: TestApp, adminCookie: string, date: string) {
  const call = adminCalls(t, adminCookie);
  const expect = async (what: string, status: number, res: ReturnType<typeof call>) => {
    const answer = await res;
    if (answer.statusCode !== status) throw new Error(`${what}: ${answer.statusCode} ${answer.body}`);
    return answer;
  };
  const pattern = await expect('pattern', 201, call('POST', '/api/admin/timetable/patterns', ghostPattern));
  const patternId = pattern.json<{ id: string }>().id;
  await expect('day', 201, call('POST', '/api/admin/timetable/days', { date, patternId }));
  await expect(
    'carriage 1',
    204,
    call('PUT', '/api/admin/booking/carriages/carriage-1', { seats: 10, wheelchairSpaces: 0 }),
  );
  await expect(
    'carriage 2',
    204,
    call('PUT', '/api/admin/booking/carriages/carriage-2', { seats: 10, wheelchairSpaces: 1 }),
  );
  await expect(
    'bookable',
    201,
    call('POST', '/api/admin/booking/departures', {
      date,
      carriages: ['carriage-1', 'carriage-2'],
      ...bookingRules.defaults,
    }),
  );
  const day = await expect('day', 200, t.app.inject({ method: 'GET', url: `/api/booking/days/${date}` }));
  return Object.fromEntries(
    day.json<{ departures: { time: string; id: string }[] }>().departures.map((d) => [d.time, d.id]),
  );
}

/** A visitor's calls without a session, each from the next address of `network` (so no rate limit is met). */
export function visitorCalls(t: TestApp, network: string) {
  let buyer = 0;
  return (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      remoteAddress: `${network}.${++buyer % 250}`,
      headers: { origin: t.config.publicUrl },
    });
}
