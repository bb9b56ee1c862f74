import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@lmr/shared/audit';
import type { AdminMembership, Member, MyMembership } from '@lmr/shared/membership';
import { longDate } from '@lmr/shared/day-text';
import { membershipWords } from '@lmr/shared/membership-words';
import { membershipRenewalsJob, membershipWelcomeJob } from '../src/domains/membership/membership-mail.ts';
import type { FakeStripe } from './support/fake-stripe.ts';
import { type PaymentsApp, startPaymentsApp } from './support/payments-app.ts';
import { dayFromToday, rosterFixture } from './support/roster.ts';
import type { Inbox } from './support/smtp-inbox.ts';
import { ADMIN, jobContext, loginCookie, registeredCookie, type TestApp } from './support/test-app.ts';

/** Two days ahead in one calendar year, so that their hours count towards the same membership year. */
function twoDaysInOneYear(): [string, string] {
  for (let d = 7; ; d++) {
    const [a, b] = [dayFromToday(d), dayFromToday(d + 1)];
    if (a.slice(0, 4) === b.slice(0, 4)) return [a, b];
  }
}

/**
 * Membership of the trust (issue 29 point 3): joining online through Stripe's SDK against the fake Stripe API,
 * payments an admin records, the welcome mail with the card and the renewal reminder in a real SMTP inbox, the
 * clock moved for the reminder and for a volunteer's hours.
 */
describe('membership: join, card, renewal, grace and free membership for volunteers', () => {
  let app: PaymentsApp;
  let t: TestApp;
  let stripe: FakeStripe;
  let inbox: Inbox;
  let webhookUrl: string;
  let admin: PaymentsApp['admin'];
  let visitorNumber = 0;

  const visitor = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: `10.0.4.${++visitorNumber % 250}`,
      headers: { origin: t.config.publicUrl },
    });
  /** The sweeps' work now, as every process does it: welcomes queued; reminders and volunteers by the clock. */
  const queueWelcomes = () => membershipWelcomeJob.sweep!.run(jobContext(t));
  const renewals = () => membershipRenewalsJob.sweep!.run(jobContext(t));
  /** The clock at noon on a day, for what reads it: Date only, so timers and the database run on. */
  const clockAt = (day: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${day}T12:00:00Z`));
  };
  const mailsTo = (to: string, subject: RegExp) =>
    inbox.received.filter((r) => r.to.includes(to) && subject.test(r.mail.subject ?? ''));
  const tokenIn = (text: string | undefined) => /membership\/mine#token=([\w-]+)/.exec(text ?? '')![1]!;
  const members = async () => (await admin('GET', '/api/admin/membership')).json<AdminMembership>();
  const memberOf = async (email: string) => (await members()).members.find((m) => m.email === email);
  /** Pays a session at the fake Stripe and delivers its signed webhook twice, as a provider may. */
  const payTwice = async (url: string) => {
    const paid = stripe.pay(url.split('/').at(-1)!);
    expect((await stripe.deliver(paid, webhookUrl)).status).toBe(200);
    expect((await stripe.deliver(paid, webhookUrl)).status).toBe(200);
  };
  /** What the Join page hears on the member's return from the payment page at `url`. */
  const returnFrom = async (url: string) =>
    (await visitor('/api/payments/check', { sessionId: url.split('/').at(-1)! })).json<object>();
  /** Records a membership paid by cheque and waits for its welcome: every mail queued before it is sent by then. */
  const recordCheque = async (email: string, paidOn: string) => {
    const res = await admin('POST', '/api/admin/membership', {
      typeName: 'Ordinary',
      way: 'cheque',
      name: 'Cheque Payer',
      email,
      paidOn,
    });
    expect(res.statusCode, res.body).toBe(201);
    await inbox.waitForMail(email, /membership card/);
    return res.json<Member>();
  };

  beforeAll(async () => {
    app = await startPaymentsApp((settings) => ({
      ...settings,
      trustName: 'Laxey and Lonan Heritage Trust',
      membership: [
        { name: 'Ordinary', price: 15 },
        { name: 'Family', price: 20 },
      ],
      freeMembershipHours: 25,
    }));
    ({ t, stripe, inbox, webhookUrl, admin } = app);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => app?.close());

  it('joins as Family online: a number, the welcome mail with the card once, and the member’s page with it', async () => {
    const types = await t.app.inject({ method: 'GET', url: '/api/membership/types' });
    expect(types.json()).toEqual({
      types: [
        { name: 'Ordinary', pricePence: 1500, months: 12 },
        { name: 'Family', pricePence: 2000, months: 12 },
      ],
      online: true,
    });
    const res = await visitor('/api/membership', {
      typeName: 'Family',
      name: 'Fenella Kinvig',
      email: 'Fen@Example.org',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST');
    expect(created.at(-1)!.form).toMatchObject({
      mode: 'payment',
      customer_email: 'fen@example.org',
      line_items: { 0: { quantity: '1', price_data: { currency: 'gbp', unit_amount: '2000' } } },
    });
    expect(await memberOf('fen@example.org')).toBeUndefined();

    await payTwice(res.json<{ url: string }>().url);
    await queueWelcomes();
    const welcome = await inbox.waitForMail('fen@example.org', /membership card/);
    expect(welcome.text).toMatch(/Your membership number is M\d{4,} \(Family\)/);
    const card = welcome.attachments.find((a) => a.contentId === '<card>' || a.cid === 'card');
    expect(card?.contentType).toBe('image/png');
    expect(welcome.html).toMatch(/<img src="data:image\/png;base64,[^"]+"[^>]*alt="Membership card M\d+"/);

    const page = await visitor('/api/membership/mine', { token: tokenIn(welcome.text) });
    expect(page.statusCode, page.body).toBe(200);
    const mine = page.json<MyMembership>();
    expect(mine).toMatchObject({ name: 'Fenella Kinvig', typeName: 'Family', status: 'active' });
    expect(welcome.text).toContain(`Your membership number is ${mine.number}`);
    expect(mine.card).toMatch(/^data:image\/png;base64,/);

    // The webhook came twice and the sweep runs again: still one welcome, once the next mail is through.
    await queueWelcomes();
    await recordCheque('queue-marker@example.org', dayFromToday(0));
    expect(mailsTo('fen@example.org', /membership card/)).toHaveLength(1);
  });

  it('the reminder a month before the end arrives once, with a renewal link whose form is filled in; renewing adds a year', async () => {
    const before = (await memberOf('fen@example.org'))!;
    clockAt(dayFromToday(0));
    await renewals();
    expect(mailsTo('fen@example.org', /ends soon/)).toHaveLength(0);

    const monthBefore = new Date(`${before.endsOn}T12:00:00Z`);
    monthBefore.setUTCDate(monthBefore.getUTCDate() - 25);
    clockAt(monthBefore.toISOString().slice(0, 10));
    await renewals();
    await renewals();
    vi.useRealTimers();
    const reminder = await inbox.waitForMail('fen@example.org', /ends soon/);
    expect(reminder.text).toContain('renew it in one click');
    expect(mailsTo('fen@example.org', /ends soon/)).toHaveLength(1);

    const token = tokenIn(reminder.text);
    const filled = (await visitor('/api/membership/mine', { token })).json<MyMembership>();
    expect(filled).toMatchObject({ name: 'Fenella Kinvig', email: 'fen@example.org', typeName: 'Family' });
    const renewal = await visitor('/api/membership/renew', { token, typeName: filled.typeName });
    expect(renewal.statusCode, renewal.body).toBe(201);
    await payTwice(renewal.json<{ url: string }>().url);
    const after = (await memberOf('fen@example.org'))!;
    expect(after.number).toBe(before.number);
    const nextYear = new Date(`${before.endsOn}T00:00:00Z`);
    nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1);
    expect(after.endsOn).toBe(nextYear.toISOString().slice(0, 10));
  });

  /** A day `days` after (or before) `day`; a year after it with `years`. */
  const shift = (day: string, days: number, years = 0) => {
    const d = new Date(`${day}T00:00:00Z`);
    d.setUTCFullYear(d.getUTCFullYear() + years);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  /** Joins online renewing automatically, pays, and is welcomed: the subscription's id and the member's link. */
  const joinAutomatically = async (email: string) => {
    const res = await visitor('/api/membership', { typeName: 'Ordinary', name: 'Ada Auto', email, automatic: true });
    expect(res.statusCode, res.body).toBe(201);
    const sessionId = res.json<{ url: string }>().url.split('/').at(-1)!;
    await payTwice(res.json<{ url: string }>().url);
    const subscription = stripe.session(sessionId).subscription!;
    const firstYear = stripe.invoicePaid(subscription);
    expect((await stripe.deliver(firstYear, webhookUrl)).status).toBe(200);
    await queueWelcomes();
    const welcome = await inbox.waitForMail(email, /membership card/);
    return { sessionId, subscription, token: tokenIn(welcome.text) };
  };

  it('renews automatically: a yearly subscription; the notice a week before the charge once; each invoice adds a year once; turned off, asked of the provider and audited', async () => {
    const { sessionId, subscription, token } = await joinAutomatically('ada@example.org');
    const created = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST');
    expect(created.at(-1)!.form).toMatchObject({
      mode: 'subscription',
      line_items: { 0: { price_data: { unit_amount: '1500', recurring: { interval: 'year' } } } },
    });
    expect(stripe.session(sessionId).status).toBe('complete');
    const mine = async () => (await visitor('/api/membership/mine', { token })).json<MyMembership>();
    const first = await mine();
    expect(first).toMatchObject({ typeName: 'Ordinary', status: 'active', renewsAutomatically: true });

    // A month before the end: no reminder with a renewal link. Five days before the charge: the notice, once.
    clockAt(shift(first.endsOn, -25));
    await renewals();
    clockAt(shift(first.endsOn, -5));
    await renewals();
    await renewals();
    vi.useRealTimers();
    const notice = await inbox.waitForMail('ada@example.org', /renews automatically/);
    expect(notice.text).toContain(`£15.00 will be charged to your card on ${longDate(shift(first.endsOn, 1))}`);
    expect(notice.text).toContain('turn automatic renewal off from the link below');
    await recordCheque('queue-marker-3@example.org', dayFromToday(0));
    expect(mailsTo('ada@example.org', /renews automatically/)).toHaveLength(1);
    expect(mailsTo('ada@example.org', /ends soon/)).toHaveLength(0);

    // The second year's charge, delivered twice: one year more.
    const secondYear = stripe.invoicePaid(subscription);
    expect((await stripe.deliver(secondYear, webhookUrl)).status).toBe(200);
    expect((await stripe.deliver(secondYear, webhookUrl)).status).toBe(200);
    expect((await mine()).endsOn).toBe(shift(first.endsOn, 0, 1));
    expect(await memberOf('ada@example.org')).toMatchObject({ endsOn: shift(first.endsOn, 0, 1), way: 'online' });

    // A second subscription beside the running one would charge twice a year.
    const twice = await visitor('/api/membership/renew', { token, typeName: 'Ordinary', automatic: true });
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.json().error.message).toBe(membershipWords.alreadyRenewing);

    const off = await visitor('/api/membership/automatic-renewal/stop', { token });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<MyMembership>().renewsAutomatically).toBe(false);
    expect(stripe.subscription(subscription)!.status).toBe('canceled');
    const again = await visitor('/api/membership/automatic-renewal/stop', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(membershipWords.notRenewing);
    // The provider's own notice of the end finds it stopped.
    expect((await stripe.deliver(stripe.subscriptionDeleted(subscription), webhookUrl)).status).toBe(200);
    const audit = (await admin('GET', `/api/admin/audit?q=${encodeURIComponent('ada@example.org')}`)).json<{
      entries: AuditEntry[];
    }>().entries;
    expect(audit.filter((e) => e.details?.includes(membershipWords.auditTurnedOff))).toHaveLength(1);
  });

  it('automatic renewal turned on within a paid year is first charged when that year ends, and its notice names that day', async () => {
    const joined = await visitor('/api/membership', {
      typeName: 'Ordinary',
      name: 'Dot Early',
      email: 'dot@example.org',
    });
    await payTwice(joined.json<{ url: string }>().url);
    // The return page of a year paid today: nothing falls later.
    const joinedReturn = await returnFrom(joined.json<{ url: string }>().url);
    expect(joinedReturn).toEqual({ state: 'paid', purpose: 'membership', reference: expect.any(String) });
    await queueWelcomes();
    const token = tokenIn((await inbox.waitForMail('dot@example.org', /membership card/)).text);
    const mine = async () => (await visitor('/api/membership/mine', { token })).json<MyMembership>();
    const { endsOn } = await mine();

    const turnedOn = await visitor('/api/membership/renew', { token, typeName: 'Ordinary', automatic: true });
    expect(turnedOn.statusCode, turnedOn.body).toBe(201);
    const created = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST');
    expect(created.at(-1)!.form).toMatchObject({
      mode: 'subscription',
      subscription_data: {
        billing_cycle_anchor: String(Date.parse(`${shift(endsOn, 1)}T12:00:00Z`) / 1000),
        proration_behavior: 'none',
      },
    });
    // Nothing is taken at the checkout: its first invoice, for the days up to the anchor, is for nothing.
    const sessionId = turnedOn.json<{ url: string }>().url.split('/').at(-1)!;
    await payTwice(turnedOn.json<{ url: string }>().url);
    const subscription = stripe.session(sessionId).subscription!;
    expect((await stripe.deliver(stripe.invoicePaid(subscription), webhookUrl)).status).toBe(200);
    expect(await mine()).toMatchObject({ endsOn, renewsAutomatically: true });
    // The page the member returns to learns that nothing was taken, and the day of the first charge.
    expect(await returnFrom(turnedOn.json<{ url: string }>().url)).toMatchObject({
      state: 'paid',
      firstChargeOn: shift(endsOn, 1),
    });

    clockAt(shift(endsOn, -5));
    await renewals();
    await renewals();
    vi.useRealTimers();
    const notice = await inbox.waitForMail('dot@example.org', /renews automatically/);
    expect(notice.text).toContain(`£15.00 will be charged to your card on ${longDate(shift(endsOn, 1))}`);

    // The charge on that day pays the next year, once.
    const charged = stripe.invoicePaid(subscription);
    expect((await stripe.deliver(charged, webhookUrl)).status).toBe(200);
    expect((await stripe.deliver(charged, webhookUrl)).status).toBe(200);
    expect(await mine()).toMatchObject({ endsOn: shift(endsOn, 0, 1), renewsAutomatically: true });
  });

  it('a subscription the provider ends stops the automatic renewal: no notice, the reminder instead', async () => {
    const { subscription, token } = await joinAutomatically('bea@example.org');
    expect((await stripe.deliver(stripe.subscriptionDeleted(subscription), webhookUrl)).status).toBe(200);
    const mine = (await visitor('/api/membership/mine', { token })).json<MyMembership>();
    expect(mine.renewsAutomatically).toBe(false);
    clockAt(shift(mine.endsOn, -5));
    await renewals();
    vi.useRealTimers();
    await inbox.waitForMail('bea@example.org', /ends soon/);
    expect(mailsTo('bea@example.org', /renews automatically/)).toHaveLength(0);
  });

  it('erasing a member stops their automatic renewal at the provider first: nobody erased is charged again', async () => {
    const { subscription } = await joinAutomatically('cal@example.org');
    const found = await admin('POST', '/api/admin/supporters/search', { q: 'cal@example.org' });
    const [supporter] = found.json<{ supporters: { id: string }[] }>().supporters;
    const erased = await admin('POST', `/api/admin/supporters/${supporter!.id}/erase`, { confirm: 'cal@example.org' });
    expect(erased.statusCode, erased.body).toBe(204);
    expect(stripe.subscription(subscription)!.status).toBe('canceled');
    const cancels = stripe.requests.filter(
      (r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscription}`,
    );
    expect(cancels.map((r) => r.idempotencyKey)).toEqual([`membership-${subscription}-stop`]);
    expect(await memberOf('cal@example.org')).toBeUndefined();
  });

  it('an offline payment is recorded and audited; a year that ended is in grace for 30 days, then lapsed', async () => {
    const graced = await recordCheque('grace@example.org', dayFromToday(-375));
    expect(graced).toMatchObject({ typeName: 'Ordinary', way: 'cheque', status: 'grace' });
    const lapsed = await recordCheque('lapsed@example.org', dayFromToday(-410));
    expect(lapsed.status).toBe('lapsed');
    expect(lapsed.number).not.toBe(graced.number);

    const audit = (await admin('GET', `/api/admin/audit?q=${encodeURIComponent('Cheque Payer')}`)).json<{
      entries: AuditEntry[];
    }>().entries;
    expect(audit.some((e) => e.details?.includes('Ordinary membership, £15.00 by cheque'))).toBe(true);
    const chart = (await members()).byTypeAndStatus;
    expect(chart).toEqual(
      expect.arrayContaining([
        { typeName: 'Ordinary', status: 'grace', count: 1 },
        { typeName: 'Ordinary', status: 'lapsed', count: 1 },
        { typeName: 'Family', status: 'active', count: 1 },
      ]),
    );
  });

  it('bad input is refused with a message and changes nothing; a made-up link opens nothing', async () => {
    const count = async () =>
      (await t.app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM memberships')).rows[0]!.n;
    const before = await count();
    const unknown = await visitor('/api/membership', { typeName: 'Lifetime', name: 'Ann', email: 'ann@example.org' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ fields: { typeName: membershipWords.unknownType } });
    const noEmail = await visitor('/api/membership', { typeName: 'Family', name: 'Ann', email: 'not an address' });
    expect(noEmail.statusCode).toBe(400);
    const badWay = await admin('POST', '/api/admin/membership', {
      typeName: 'Family',
      way: 'barter',
      name: 'Ann',
      email: 'ann@example.org',
      paidOn: 'yesterday',
    });
    expect(badWay.statusCode).toBe(400);
    expect(Object.keys(badWay.json().error.fields)).toEqual(expect.arrayContaining(['way', 'paidOn']));
    const guessed = await visitor('/api/membership/mine', { token: 'a'.repeat(43) });
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json().error.message).toBe(membershipWords.linkExpired);
    expect(await count()).toBe(before);
  });

  it('a volunteer rostered to 25 hours in the year is made a free member, and told once', async () => {
    const [first, second] = twoDaysInOneYear();
    const { roleIds } = await rosterFixture(
      t,
      await loginCookie(t.app, ADMIN.email, ADMIN.password),
      [first, second],
      [{ name: 'Guard', places: 1 }],
    );
    await registeredCookie(t.app, await loginCookie(t.app, ADMIN.email, ADMIN.password), {
      name: 'Vic Volunteer',
      email: 'vic@example.org',
      password: 'Volunteer-Passw0rd',
      role: 'volunteer',
    });
    const accounts = (await admin('GET', '/api/accounts')).json<{ id: string; email: string }[]>();
    const userId = accounts.find((a) => a.email === 'vic@example.org')!.id;
    const duty = async (date: string, hours: number) => {
      const placed = await admin('POST', '/api/admin/roster/assignments', { date, roleId: roleIds.Guard, userId });
      expect(placed.statusCode, placed.body).toBe(201);
      const id = placed.json<{ id: string }>().id;
      expect((await admin('PUT', `/api/admin/roster/assignments/${id}/hours`, { hours })).statusCode).toBe(200);
      return id;
    };
    await duty(first, 12.5);
    const secondId = await duty(second, 12);

    clockAt(second);
    await renewals();
    vi.useRealTimers();
    expect(await memberOf('vic@example.org')).toBeUndefined();

    const corrected = await admin('PUT', `/api/admin/roster/assignments/${secondId}/hours`, { hours: 12.5 });
    expect(corrected.statusCode).toBe(200);
    clockAt(second);
    await renewals();
    await renewals();
    vi.useRealTimers();
    await queueWelcomes();
    const told = await inbox.waitForMail('vic@example.org', /volunteer hours have made you a member/);
    expect(told.text).toContain('25 hours');
    expect(told.text).toMatch(/membership number is M\d{4,}/);
    expect(await memberOf('vic@example.org')).toMatchObject({ way: 'volunteer', status: 'active' });
    expect((await members()).volunteerHours).toContainEqual({ name: 'Vic Volunteer', hours: 25, member: true });

    await recordCheque('queue-marker-2@example.org', dayFromToday(0));
    expect(mailsTo('vic@example.org', /member/)).toHaveLength(1);
  });
});
