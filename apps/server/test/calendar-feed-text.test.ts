import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentLines, parseCalendar } from './support/calendar-parser.ts';
import { adminCalls, dayFromToday, rosterFixture } from './support/roster.ts';
import { type AdminTestApp, createAdminTestApp, registeredCookie } from './support/test-app.ts';

const DAY = dayFromToday(12);
// Every character RFC 5545 escapes in text, a line break of each kind (a lone CR among them), and
// characters of two, three and four octets, long enough to be folded across them.
const REASON =
  'Flooding in the glen\rX-INJ:reason; see notes, a \\ backslash\r\nsecond line\nthird: Ëllan Vannin ☃ 🚂 ' +
  'and the line runs on past seventy-five octets, ☃☃☃☃☃☃☃☃☃☃☃☃ 🚂🚂🚂🚂🚂🚂';
// A role's name with a control character that text may not hold (a bell).
const ROLE = 'Guard\rX-INJ:role; crew,\u0007 a \\ ☃';
/** What a calendar app should show: each line break one newline, other control characters left out. */
const shown = (text: string) => text.replace(/\r\n?/g, '\n').replace(/(?![\t\n])\p{Cc}/gu, '');

describe('text in every calendar feed', () => {
  let t: AdminTestApp;
  let duties: string;

  beforeAll(async () => {
    t = await createAdminTestApp({ env: { DEMO_CONTENT: 'false', PUBLIC_URL: 'https://trains.example.org' } });
    const admin = adminCalls(t, t.admin);
    const { roleIds } = await rosterFixture(t, t.admin, [DAY], [{ name: ROLE, places: 1 }]);
    const change = await admin('PUT', `/api/admin/timetable/changes/${DAY}`, { status: 'shortened', reason: REASON });
    expect(change.statusCode, change.body).toBe(200);
    const volunteer = adminCalls(
      t,
      await registeredCookie(t.app, t.admin, {
        name: 'Anna Quayle',
        email: 'anna.quayle@example.org',
        password: 'Volunteer-Passw0rd-1',
        role: 'volunteer',
      }),
    );
    expect((await volunteer('POST', '/api/roster/duties', { date: DAY, roleId: roleIds[ROLE] })).statusCode).toBe(201);
    duties = new URL((await volunteer('POST', '/api/roster/feed')).json<{ url: string }>().url).pathname;
  });
  afterAll(() => t.close());

  const read = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    return res;
  };

  it.each([
    ['the timetable', '/timetable.ics'],
    ["the day's file", `/timetable/${DAY}.ics`],
    ['the duties calendar', ''],
  ])('%s: read line by line, no line was injected, every line is folded within 75 octets', async (_, url) => {
    const lines = contentLines((await read(url || duties)).rawPayload);
    expect(lines.filter((line) => line.startsWith('X-INJ'))).toEqual([]);
    for (const line of lines) expect(line).toMatch(/^[A-Z][A-Z-]*[;:]/);
  });

  it("the timetable and the day's file: a parser reads the reason back as the admin wrote it", async () => {
    for (const url of ['/timetable.ics', `/timetable/${DAY}.ics`]) {
      const { events } = parseCalendar((await read(url)).body);
      const event = events.find((e) => e.uid.includes(DAY))!;
      expect(event.description.split('\n').slice(0, 4).join('\n')).toBe(`Shortened running: ${shown(REASON)}`);
    }
  });

  it('the duties calendar: a parser reads the role back as the admin named it', async () => {
    const { events } = parseCalendar((await read(duties)).body);
    expect(events.map((e) => e.summary)).toEqual([`${shown(ROLE)}: Roster Saturday`]);
  });
});
