import { railwayToday } from '@lmr/shared/timetable';
import type { TestApp } from './test-app.ts';

/** A calendar date some days from the railway's today (negative for the past). */
export function dayFromToday(days: number): string {
  const d = new Date(`${railwayToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const testPattern = {
  name: 'Roster Saturday',
  opens: '11:00',
  closes: '16:30',
  departures: { kind: 'interval', first: '11:00', last: '16:20', everyMinutes: 20 },
  fares: { adult: 300, child: 150, family: 800, membersFree: true },
  note: '',
};

/** A logged-in user's calls (an admin's, mostly), with the Origin a browser sends. */
export function adminCalls(t: TestApp, cookie: string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie, origin: t.config.publicUrl } });
}

/**
 * A pattern running on the given days, with duty roles and how many of each it needs, made through
 * the admin API: returns the pattern's and roles' ids.
 */
export async function rosterFixture(
  t: TestApp,
  adminCookie: string,
  days: string[],
  roles: { name: string; qualification?: string; places: number }[],
) {
  const call = adminCalls(t, adminCookie);
  const pattern = await call('POST', '/api/admin/timetable/patterns', testPattern);
  if (pattern.statusCode !== 201) throw new Error(`pattern: ${pattern.body}`);
  const patternId = pattern.json<{ id: string }>().id;
  for (const date of days) {
    const res = await call('POST', '/api/admin/timetable/days', { date, patternId });
    if (res.statusCode !== 201) throw new Error(`day ${date}: ${res.body}`);
  }
  const roleIds: Record<string, string> = {};
  for (const role of roles) {
    const res = await call('POST', '/api/admin/roster/roles', {
      name: role.name,
      qualification: role.qualification ?? null,
    });
    if (res.statusCode !== 201) throw new Error(`role ${role.name}: ${res.body}`);
    roleIds[role.name] = res.json<{ id: string }>().id;
    const need = await call('PUT', '/api/admin/roster/needs', {
      patternId,
      roleId: roleIds[role.name],
      places: role.places,
    });
    if (need.statusCode !== 200) throw new Error(`need ${role.name}: ${need.body}`);
  }
  return { patternId, roleIds };
}
