import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@lmr/shared/audit';
import { longDate } from '@lmr/shared/day-text';
import { type AdminRoster, type MyDuties, rosterMessages as m } from '@lmr/shared/roster';
import { type Inbox, startInbox } from './support/smtp-inbox.ts';
import { adminCalls, dayFromToday, rosterFixture } from './support/roster.ts';
import { ADMIN, createTestApp, loginCookie, registeredCookie, type TestApp } from './support/test-app.ts';

const volunteer = (name: string, n: number) => ({
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
  password: `Volunteer-Passw0rd-${n}`,
  role: 'volunteer',
});
const ANN = volunteer('Ann Kelly', 1);
const BEN = volunteer('Ben Quayle', 2);
const CARA = volunteer('Cara Corlett', 3);
const DAN = volunteer('Dan Faragher', 4);
const ERIN = volunteer('Erin Skillicorn', 5);
const FAY = volunteer('Fay Kermode', 6);
/** Invited, and has not chosen a password yet: cannot sign in, so is offered nothing. */
const GUS = { name: 'Gus Cain', email: 'gus@example.org', role: 'volunteer' };

const DAY = dayFromToday(10);
const QUALIFICATION = 'Driver competence';

describe('a volunteer who cannot make a duty asks for cover', () => {
  let inbox: Inbox;
  let t: TestApp;
  let admin: ReturnType<typeof adminCalls>;
  const as: Record<string, ReturnType<typeof adminCalls>> = {};
  let roleIds: Record<string, string>;
  let dutyId: string;
  /** The request covered, and who covered it (whichever of those accepting at once came first). */
  let coveredId: string;
  let winner: typeof BEN;

  const offersTo = () =>
    inbox.received.filter((r) => r.mail.subject === `Cover wanted: Driver on ${longDate(DAY)}`).flatMap((r) => r.to);
  const mine = async (who: string) => (await as[who]!('GET', '/api/roster/mine')).json<MyDuties>();
  const driverPlace = async () => {
    const roster = (await admin('GET', '/api/admin/roster')).json<AdminRoster>();
    const day = roster.days.find((d) => d.date === DAY)!;
    return { roster, people: day.duties.find((d) => d.roleId === roleIds.Driver)!.people };
  };

  beforeAll(async () => {
    inbox = await startInbox();
    t = await createTestApp({
      env: { SMTP_URL: inbox.url, DEMO_CONTENT: 'false', PUBLIC_URL: 'https://trains.example.org' },
    });
    const adminCookie = await loginCookie(t.app, ADMIN.email, ADMIN.password);
    admin = adminCalls(t, adminCookie);
    for (const v of [ANN, BEN, CARA, DAN, ERIN, FAY])
      as[v.email] = adminCalls(t, await registeredCookie(t.app, adminCookie, v));
    expect((await admin('POST', '/api/register', GUS)).statusCode).toBe(201);
    ({ roleIds } = await rosterFixture(
      t,
      adminCookie,
      [DAY],
      [
        { name: 'Driver', qualification: QUALIFICATION, places: 1 },
        { name: 'Guard', places: 1 },
      ],
    ));
    const { volunteers } = (await admin('GET', '/api/admin/roster/qualifications')).json<{
      volunteers: { id: string; email: string }[];
    }>();
    for (const v of [ANN, BEN, CARA, DAN, ERIN, GUS]) {
      const userId = volunteers.find((x) => x.email === v.email)!.id;
      const res = await admin('PUT', '/api/admin/roster/qualifications', {
        userId,
        qualification: QUALIFICATION,
        expiresOn: dayFromToday(400),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const take = await as[ANN.email]!('POST', '/api/roster/duties', { date: DAY, roleId: roleIds.Driver });
    expect(take.statusCode, take.body).toBe(201);
    dutyId = take.json<{ id: string }>().id;
    // Dan cannot work that day; Erin is already on duty that day, as Guard.
    expect((await as[DAN.email]!('PUT', '/api/roster/availability', { date: DAY, available: false })).statusCode).toBe(
      200,
    );
    expect((await as[ERIN.email]!('POST', '/api/roster/duties', { date: DAY, roleId: roleIds.Guard })).statusCode).toBe(
      201,
    );
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it('mails the qualified volunteers free that day once each, through the queue, and the asker keeps the duty', async () => {
    const ask = await as[ANN.email]!('POST', `/api/roster/duties/${dutyId}/cover`);
    expect(ask.statusCode, ask.body).toBe(201);
    expect(ask.json()).toMatchObject({ offered: 2 });
    const again = await as[ANN.email]!('POST', `/api/roster/duties/${dutyId}/cover`);
    expect([again.statusCode, again.json().error.message]).toEqual([409, m.coverAlreadyAsked]);
    // Only the holder of a duty may ask for cover for it.
    expect((await as[BEN.email]!('POST', `/api/roster/duties/${dutyId}/cover`)).statusCode).toBe(404);

    await expect.poll(() => offersTo().sort(), { timeout: 20_000 }).toEqual([BEN.email, CARA.email]);
    const offer = inbox.received.find((r) => r.to.includes(BEN.email))!.mail;
    expect(offer.text).toContain(`Ann cannot make their duty as Driver on ${longDate(DAY)}, Roster Saturday`);
    expect(offer.text).toContain('Where to report:');
    expect(offer.text).toContain('https://trains.example.org/volunteer/duties#cover');
    // The jobs carry the recorded mail's id and nothing else: no address, no token.
    const { rows } = await t.app.database.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM pgboss.job WHERE data->>'kind' = 'roster'`,
    );
    for (const { data } of rows) expect(Object.keys(data).sort()).toEqual(['id', 'kind']);

    expect((await mine(ANN.email)).duties).toMatchObject([{ id: dutyId, coverAsked: true }]);
    expect((await mine(BEN.email)).coverWanted).toMatchObject([
      { date: DAY, roleName: 'Driver', askerFirstName: 'Ann' },
    ]);
    expect((await mine(FAY.email)).coverWanted).toEqual([]);
    expect((await mine(ERIN.email)).coverWanted).toEqual([]);
    const { roster, people } = await driverPlace();
    expect(people).toMatchObject([{ name: ANN.name, cover: { status: 'open', askedBy: ANN.name } }]);
    expect(roster.coverWanted).toEqual([{ date: DAY, roleName: 'Driver', name: ANN.name }]);
    expect((await admin('GET', '/api/admin/dashboard')).json()).toMatchObject({ coverWanted: 1 });
  });

  it('lets the asker take the request back; asking again mails nobody twice', async () => {
    expect((await as[ANN.email]!('DELETE', `/api/roster/duties/${dutyId}/cover`)).statusCode).toBe(204);
    const twice = await as[ANN.email]!('DELETE', `/api/roster/duties/${dutyId}/cover`);
    expect([twice.statusCode, twice.json().error.message]).toEqual([404, m.noCoverAsked]);
    expect((await mine(ANN.email)).duties).toMatchObject([{ id: dutyId, coverAsked: false }]);
    expect((await mine(BEN.email)).coverWanted).toEqual([]);

    const ask = await as[ANN.email]!('POST', `/api/roster/duties/${dutyId}/cover`);
    expect(ask.json()).toMatchObject({ offered: 0 });
  });

  it('refuses those who cannot cover, with the reason', async () => {
    const { id } = (await mine(BEN.email)).coverWanted[0]!;
    const accept = (who: string) => as[who]!('POST', `/api/roster/cover/${id}/accept`);
    const refusal = async (who: string) => {
      const res = await accept(who);
      return [res.statusCode, res.json().error.message];
    };
    expect(await refusal(ANN.email)).toEqual([409, m.coverOwn]);
    expect(await refusal(FAY.email)).toEqual([409, m.unqualified(QUALIFICATION)]);
    expect(await refusal(ERIN.email)).toEqual([409, m.coverBusy]);
    const stranger = await t.app.inject({ method: 'POST', url: `/api/roster/cover/${id}/accept` });
    expect(stranger.statusCode).toBe(401);
  });

  it('gives the place to the first of those accepting at once, and tells the asker and the admins', async () => {
    const { id } = (await mine(BEN.email)).coverWanted[0]!;
    const answers = await Promise.all(
      [BEN.email, CARA.email, DAN.email].map((who) => as[who]!('POST', `/api/roster/cover/${id}/accept`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    for (const lost of answers.filter((a) => a.statusCode === 409))
      expect(lost.json().error.message).toBe(m.coverTaken);
    winner = [BEN, CARA, DAN][answers.findIndex((a) => a.statusCode === 200)]!;
    coveredId = id;

    const { people, roster } = await driverPlace();
    expect(people).toMatchObject([{ name: winner.name, cover: { status: 'covered', askedBy: ANN.name } }]);
    expect(roster.coverWanted).toEqual([]);
    expect((await mine(ANN.email)).duties).toEqual([]);
    expect((await mine(winner.email)).duties).toMatchObject([{ id: dutyId, roleName: 'Driver', coverAsked: false }]);

    const covered = `Covered: Driver on ${longDate(DAY)}`;
    const received = (to: string, subject: string) =>
      inbox.received.filter((r) => r.to.includes(to) && r.mail.subject === subject);
    await expect.poll(() => received(ANN.email, covered).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => received(ADMIN.email, covered).length, { timeout: 20_000 }).toBe(1);
    await expect
      .poll(() => received(winner.email, `Your duty on ${longDate(DAY)}`).length, { timeout: 20_000 })
      .toBe(1);
    expect(received(ANN.email, covered)[0]!.mail.text).toContain(`${winner.name} has accepted your duty as Driver`);
    expect(received(ADMIN.email, covered)[0]!.mail.text).toContain(`${winner.name} is covering ${ANN.name}’s duty`);

    const log = (await admin('GET', '/api/admin/audit?q=cover')).json<{ entries: AuditEntry[] }>().entries;
    expect(log.filter((e) => e.status < 400).map((e) => `${e.actorName} ${e.action}: ${e.details}`)).toEqual([
      `${winner.name} covered a duty for another volunteer: Driver on ${longDate(DAY)} for ${ANN.name}`,
      `${ANN.name} asked for cover for their duty: Driver on ${longDate(DAY)}, offered to 0`,
      `${ANN.name} took back their request for cover: Driver on ${longDate(DAY)}`,
      `${ANN.name} asked for cover for their duty: Driver on ${longDate(DAY)}, offered to 2`,
    ]);
  });

  it('refuses a request once covered, and one whose day has gone', async () => {
    const coveredAlready = await as[FAY.email]!('POST', `/api/roster/cover/${coveredId}/accept`);
    expect([coveredAlready.statusCode, coveredAlready.json().error.message]).toEqual([409, m.coverTaken]);
    const ask = await as[winner.email]!('POST', `/api/roster/duties/${dutyId}/cover`);
    expect(ask.statusCode, ask.body).toBe(201);
    // The day passes with nobody having accepted.
    await t.app.database.query('UPDATE duty_assignments SET day = $1 WHERE id = $2', [dayFromToday(-1), dutyId]);
    const late = await as[ANN.email]!('POST', `/api/roster/cover/${ask.json<{ id: string }>().id}/accept`);
    expect([late.statusCode, late.json().error.message]).toEqual([409, m.past]);
  });
});
