import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@lmr/shared/audit';
import { donationWords, monthlyGiftWords } from '@lmr/shared/donation-words';
import type { Appeal, GiveAnswer } from '@lmr/shared/donations';
import type { GivingCharts, MonthlyGift } from '@lmr/shared/monthly-gifts';
import type { FakeStripe } from './support/fake-stripe.ts';
import { type PaymentsApp, startPaymentsApp } from './support/payments-app.ts';
import type { Inbox } from './support/smtp-inbox.ts';
import type { TestApp } from './support/test-app.ts';

/**
 * Monthly gifts (issue 29 point 2, decision 147) through Stripe's SDK against the fake Stripe: Checkout in
 * subscription mode, each `invoice.paid` one gift with its receipt, the donor's link to change or stop it; and
 * the admins' charts with the lapsed donors to contact (decision 148). One app for the file.
 */
describe('monthly gifts: started, paid month by month, changed and stopped from the donor’s link', () => {
  let app: PaymentsApp;
  let t: TestApp;
  let stripe: FakeStripe;
  let inbox: Inbox;
  let webhookUrl: string;
  let admin: PaymentsApp['admin'];
  let visitorNumber = 0;
  /** The monthly donor's: their subscription at the fake Stripe, and the token of the link in their first receipt. */
  let subscriptionId = '';
  let token = '';

  const visitor = (url: string, payload?: object) =>
    t.app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      payload,
      remoteAddress: `10.0.4.${++visitorNumber % 250}`,
      headers: { origin: t.config.publicUrl },
    });
  const raised = async () => (await visitor('/api/donations/appeal')).json<Appeal>().raisedPence;
  const receiptsTo = (to: string) => inbox.received.filter((r) => r.to.includes(to));
  const count = async (sql: string) => (await t.app.database.query<{ n: number }>(sql)).rows[0]!.n;
  const giftsOf = (email: string) =>
    count(`SELECT count(*)::int AS n FROM donations WHERE email = '${email}' AND state = 'received'`);
  const deliver = async (event: Parameters<FakeStripe['deliver']>[0]) =>
    expect((await stripe.deliver(event, webhookUrl)).status).toBe(200);

  /** Gives monthly on Donate and pays on the fake Stripe's page: the subscription's id. */
  async function startMonthly(email: string, amountPence: number) {
    const res = await visitor('/api/donations', {
      amountPence,
      way: 'online',
      monthly: true,
      name: 'Gil Kinvig',
      email,
    });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<GiveAnswer>();
    if (answer.way !== 'online') throw new Error('expected the payment page');
    const completed = stripe.pay(answer.url.split('/').at(-1)!);
    await deliver(completed);
    return stripe.session(answer.url.split('/').at(-1)!).subscription!;
  }

  beforeAll(async () => {
    app = await startPaymentsApp((settings) => ({ ...settings, donation: { ...settings.donation, target: 55000 } }));
    ({ t, stripe, inbox, webhookUrl, admin } = app);
  });
  afterAll(() => app?.close());

  it('£5 a month starts in subscription mode; two invoices are two gifts and two receipts; a re-sent event changes nothing', async () => {
    const before = await raised();
    subscriptionId = await startMonthly('gil@example.org', 500);
    const [created] = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(created!.form).toMatchObject({
      mode: 'subscription',
      customer_email: 'gil@example.org',
      line_items: { 0: { price_data: { unit_amount: '500', currency: 'gbp', recurring: { interval: 'month' } } } },
      subscription_data: { metadata: { purpose: 'monthly-gift' } },
    });
    // Started, not yet given: the first month counts when its invoice is paid.
    expect(await raised()).toBe(before);

    const first = stripe.invoicePaid(subscriptionId);
    await deliver(first);
    await deliver(stripe.invoicePaid(subscriptionId));
    await deliver(first);
    expect(await raised()).toBe(before + 1000);
    expect(await giftsOf('gil@example.org')).toBe(2);
    // Each month's charge is kept as its gift's payment once, however often its invoice is told (decision 165).
    const charges = await t.app.database.query(
      `SELECT p.id FROM payments p JOIN donations d ON d.id::text = p.reference
        WHERE p.purpose = 'donation' AND d.email = 'gil@example.org'`,
    );
    expect(charges.rows).toHaveLength(2);

    await inbox.waitFor(2);
    const receipts = receiptsTo('gil@example.org');
    expect(receipts).toHaveLength(2);
    for (const r of receipts) expect(r.mail.text).toContain('This is one of your monthly gifts of £5.00.');
    const links = receipts.map((r) => /donate\/monthly#token=([\w-]{43})/.exec(r.mail.text ?? '')?.[1]);
    expect(links.filter(Boolean)).toHaveLength(1);
    token = links.find(Boolean)!;
    const { rows } = await t.app.database.query<{ hash: string }>(
      `SELECT manage_token_hash AS hash FROM monthly_gifts WHERE email = 'gil@example.org'`,
    );
    expect(rows[0]!.hash).not.toContain(token);

    const shown = await visitor('/api/donations/monthly', { token });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<MonthlyGift>()).toMatchObject({ amountPence: 500, state: 'active', name: 'Gil Kinvig' });
  });

  it('the donor changes the amount through the provider (with an idempotency key); the next month is the new amount', async () => {
    const res = await visitor('/api/donations/monthly/amount', { token, amountPence: 750 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MonthlyGift>().amountPence).toBe(750);
    const update = stripe.requests.find((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`);
    expect(update!.idempotencyKey).toMatch(/^monthly-gift-.+-change-1$/);
    expect(update!.form).toMatchObject({ proration_behavior: 'none' });
    expect(stripe.subscription(subscriptionId)!.items.data[0]!.price.unit_amount).toBe(750);

    const before = await raised();
    await deliver(stripe.invoicePaid(subscriptionId));
    expect(await raised()).toBe(before + 750);
    const audit = await admin('GET', `/api/admin/audit?q=${encodeURIComponent('monthly gift')}`);
    expect(audit.json<{ entries: AuditEntry[] }>().entries.map((e) => e.action)).toContain(
      monthlyGiftWords.auditChanged('£5.00', '£7.50'),
    );
  });

  it('a bad amount or an unknown link is refused with a clear message, and nothing changes', async () => {
    const requests = stripe.requests.length;
    for (const [amountPence, message] of [
      [50, donationWords.tooSmall],
      [7.5, donationWords.wholePence],
    ] as const) {
      const res = await visitor('/api/donations/monthly/amount', { token, amountPence });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toMatchObject({ amountPence: message });
    }
    const same = await visitor('/api/donations/monthly/amount', { token, amountPence: 750 });
    expect([same.statusCode, same.json().error.message]).toEqual([409, monthlyGiftWords.sameAmount]);
    const unknown = await visitor('/api/donations/monthly/stop', { token: 'x'.repeat(43) });
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([404, monthlyGiftWords.unknownLink]);
    const byTransfer = await visitor('/api/donations', {
      amountPence: 500,
      way: 'transfer',
      monthly: true,
      name: 'Gil Kinvig',
      email: 'gil@example.org',
    });
    expect(byTransfer.statusCode).toBe(400);
    expect(byTransfer.json().error.fields).toMatchObject({ way: donationWords.monthlyOnlineOnly });
    expect(stripe.requests.length).toBe(requests);
    expect((await visitor('/api/donations/monthly', { token })).json<MonthlyGift>().amountPence).toBe(750);
  });

  it('the donor stops it: cancelled at the provider, recorded, and the provider’s notice of the end changes nothing more', async () => {
    const res = await visitor('/api/donations/monthly/stop', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MonthlyGift>()).toMatchObject({ state: 'stopped', stoppedAt: expect.any(String) });
    expect(stripe.subscription(subscriptionId)!.status).toBe('canceled');
    await deliver(stripe.subscriptionDeleted(subscriptionId));
    const again = await visitor('/api/donations/monthly/stop', { token });
    expect([again.statusCode, again.json().error.message]).toEqual([409, monthlyGiftWords.notActive]);
    const audit = await admin('GET', `/api/admin/audit?q=${encodeURIComponent(monthlyGiftWords.auditStopped)}`);
    expect(audit.json<{ entries: AuditEntry[] }>().entries).toHaveLength(1);
  });

  it('lists lapsed donors to contact: a year without a gift, a monthly gift stopped or ended by the provider; gifts by month', async () => {
    const lastYear = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
    const record = (email: string, receivedOn: string, amountPence: number) =>
      admin('POST', '/api/admin/donations', { amountPence, way: 'cash', name: 'Hal', email, receivedOn });
    expect((await record('Hal@Example.org', lastYear, 2000)).statusCode).toBe(201);
    expect((await record('hal@example.org', lastYear, 1000)).statusCode).toBe(201);
    expect((await record('ivy@example.org', new Date().toISOString().slice(0, 10), 1000)).statusCode).toBe(201);
    const failing = await startMonthly('jo@example.org', 300);
    await deliver(stripe.invoicePaid(failing));
    await deliver(stripe.subscriptionDeleted(failing));
    // A monthly donor whose gift still runs is not lapsed.
    await deliver(stripe.invoicePaid(await startMonthly('kay@example.org', 400)));

    const res = await admin('GET', '/api/admin/donations/charts');
    expect(res.statusCode, res.body).toBe(200);
    const charts = res.json<GivingCharts>();
    expect(charts.lapsed.map((d) => [d.email, d.reason, d.totalPence])).toEqual([
      ['jo@example.org', 'monthly_ended_by_provider', 300],
      ['gil@example.org', 'monthly_stopped', 1750],
      ['hal@example.org', 'no_gift_in_a_year', 3000],
    ]);
    expect(charts.months).toHaveLength(12);
    expect(charts.targetPence).toBe(5_500_000);
    expect(charts.months.map((m) => m.month)).toEqual([...charts.months.map((m) => m.month)].sort());
    expect(charts.months.at(-1)!.month).toMatch(/^\d{4}-\d{2}$/);
    expect(charts.beforePence + charts.months.reduce((sum, m) => sum + m.receivedPence, 0)).toBe(await raised());
  });

  it('erasing a donor stops their running monthly gift at the provider first (with an idempotency key): nobody erased is charged', async () => {
    const subscription = await startMonthly('liz@example.org', 600);
    await deliver(stripe.invoicePaid(subscription));
    const found = await admin('POST', '/api/admin/supporters/search', { q: 'liz@example.org' });
    const [supporter] = found.json<{ supporters: { id: string }[] }>().supporters;
    const erased = await admin('POST', `/api/admin/supporters/${supporter!.id}/erase`, { confirm: 'liz@example.org' });
    expect(erased.statusCode, erased.body).toBe(204);
    expect(stripe.subscription(subscription)!.status).toBe('canceled');
    const cancels = stripe.requests.filter(
      (r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscription}`,
    );
    expect(cancels.map((r) => r.idempotencyKey)).toEqual([expect.stringMatching(/^monthly-gift-.+-stop$/)]);
    const { rows } = await t.app.database.query<{ state: string; email: string | null }>(
      `SELECT state, email FROM monthly_gifts WHERE provider_subscription_id = $1`,
      [subscription],
    );
    expect(rows).toEqual([{ state: 'stopped', email: null }]);
  });
});
