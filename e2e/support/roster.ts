import { type APIRequestContext, expect } from '@playwright/test';

export const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export const okJson = async <T>(res: { status(): number; text(): Promise<string>; json(): Promise<unknown> }) => {
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T;
};

/** Makes `day` run to a new pattern called `name`, and returns the pattern's id. */
export async function runningDay(api: APIRequestContext, name: string, day: string) {
  const { id: patternId } = await okJson<{ id: string }>(
    await api.post('/api/admin/timetable/patterns', {
      data: {
        name,
        opens: '11:00',
        closes: '16:00',
        departures: { kind: 'interval', first: '11:00', last: '15:40', everyMinutes: 20 },
        fares: { adult: 300, child: 150, family: 800, membersFree: true },
      },
    }),
  );
  await okJson(await api.post('/api/admin/timetable/days', { data: { date: day, patternId } }));
  // An earlier run on this day cancelled it at its end: that change is undone, so the day runs again.
  expect([204, 404]).toContain((await api.delete(`/api/admin/timetable/changes/${day}`)).status());
  return patternId;
}
