import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@lmr/shared/audit';
import { donationWords } from '@lmr/shared/donation-words';
import type { Appeal, Donation, DonationList, GiveAnswer } from '@lmr/shared/donations';
import { limits } from '@lmr/shared/limits';
import { migrate } from '../src/db/migrate.ts';
import type { SiteSettings } from '@lmr/shared/site-content';
import { type FakeStripe, startFakeStripe } from './support/fake-stripe.ts';
import { adminCalls } from './support/roster.ts';
import { shown, siteItemCalls } from './support/site-items.ts';
import { type Inbox, startInbox } from './support/smtp-inbox.ts';
import { ADMIN, createTestApp, loginCookie, type TestApp } from './support/test-app.ts';

const webDist = path.resolve(import.meta.dirname, '../../web/dist/client');

/**
 * Giving on Donate (issue 29 point 2): online through Stripe's SDK against the fake Stripe API, whose signed
 * webhooks reach the listening server over HTTP; by bank transfer with a reference; and gifts an admin records.
 * Receipts arrive in a real SMTP inbox; the thermometer is read from Donate's first HTML.
 */
describe('donations: online, by bank transfer and recorded by an admin', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let inbox: Inbox;
  let webhookUrl: string;
  let admin: ReturnType<typeof adminCalls>;
  let adminCookie: string;
  let visitorNumber = 0;

  const visitor = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      remoteAddress: `10.0.3.${++visitorNumber % 250}`,
      headers: { origin: t.config.publicUrl },
    });
  const raised = async () => (await visitor('GET', '/api/donations/appeal')).json<Appeal>().raisedPence;
  const donate = (payload: object) => visitor('POST', '/api/donations', payload);
  const receiptsTo = (to: string) => inbox.received.filter((r) => r.to.includes(to));
  const auditFor = async (words: string) =>
    (await admin('GET', `/api/admin/audit?q=${encodeURIComponent(words)}`)).json<{ entries: AuditEntry[] }>().entries;
  const donationCount = async () =>
    (await t.app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM donations')).rows[0]!.n;

  beforeAll(async () => {
    [stripe, inbox] = await Promise.all([startFakeStripe(), startInbox()]);
    t = await createTestApp({
      env: {
        DEMO_CONTENT: 'false',
        SMTP_URL: inbox.url,
        PUBLIC_URL: 'https://trains.example.org',
        WEB_DIST: webDist,
        ...stripe.env,
      },
    });
    webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/payments/stripe-webhook`;
    adminCookie = await loginCookie(t.app, ADMIN.email, ADMIN.password);
    admin = adminCalls(t, adminCookie);
    const site = siteItemCalls(
      () => t.app,
      () => adminCookie,
    );
    const { data, etag } = await site.item<SiteSettings>('settings');
    const bank = {
      accountName: 'Laxey and Lonan Heritage Trust',
      sortCode: '40-11-22',
      accountNumber: '12345678',
      reference: '',
    };
    const settings = { ...data, charityNumber: '1234', donation: { ...data.donation, target: 55000, bank } };
    const saved = await site.saveDraft('settings', settings, etag);
    expect((await site.publish('settings', saved.headers.etag as string)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([stripe.close(), inbox.close()]);
  });

  it('£10 given once online: one receipt, the thermometer up by exactly £10 in the first HTML, a re-sent webhook changes nothing', async () => {
    const before = await raised();
    const res = await donate({ amountPence: 1000, way: 'online', name: 'Ann Kewley', email: 'ann@example.org' });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<GiveAnswer>();
    if (answer.way !== 'online') throw new Error('expected the payment page');
    const sessionId = answer.url.split('/').at(-1)!;
    const created = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST');
    expect(created).toHaveLength(1);
    expect(created[0]!.form).toMatchObject({
      mode: 'payment',
      customer_email: 'ann@example.org',
      success_url: 'https://trains.example.org/donate?session={CHECKOUT_SESSION_ID}',
      line_items: { 0: { quantity: '1', price_data: { currency: 'gbp', unit_amount: '1000' } } },
    });
    expect(created[0]!.idempotencyKey).toMatch(/^donation-/);
    expect(await raised()).toBe(before);

    const paid = stripe.pay(sessionId);
    expect((await stripe.deliver(paid, webhookUrl)).status).toBe(200);
    expect(await raised()).toBe(before + 1000);
    const page = shown((await visitor('GET', '/donate')).body);
    expect(page).toContain(`£${((before + 1000) / 100).toLocaleString('en-GB')} raised so far of £55,000`);

    const receipt = await inbox.waitForMail('ann@example.org', /Thank you for your gift/);
    expect(receipt.text).toContain('Amount: £10.00');
    expect(receipt.text).toContain('Received by: Laxey and Lonan Heritage Trust, registered charity number 1234');
    expect(receipt.text).toMatch(/Receipt number: LMR-[A-Z2-9]{8}/);
    expect(receipt.text).toMatch(/Date received: \w+, \d+ \w+ \d{4}/);
    expect(receipt.text).toContain('Isle of Man');

    expect((await stripe.deliver(paid, webhookUrl)).status).toBe(200);
    expect(await raised()).toBe(before + 1000);
    const { rows } = await t.app.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM donations WHERE email = 'ann@example.org' AND receipt_sent_at IS NOT NULL`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('an online gift refunded whole no longer counts; the thermometer goes down by it', async () => {
    const before = await raised();
    const { rows } = await t.app.database.query<{ id: string }>(
      `SELECT p.id FROM payments p JOIN donations d ON d.id::text = p.reference
        WHERE p.purpose = 'donation' AND d.email = 'ann@example.org' AND p.state = 'paid'`,
    );
    const refund = await admin('POST', `/api/admin/payments/${rows[0]!.id}/refunds`, {
      amountPence: 1000,
      idempotencyKey: randomUUID(),
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await raised()).toBe(before - 1000);
  });

  /** A gift paid online, its Stripe session and the admins' view of it. */
  const paidGift = async (email: string, amountPence: number) => {
    const answer = (await donate({ amountPence, way: 'online', name: 'Cath Corlett', email })).json<GiveAnswer>();
    if (answer.way !== 'online') throw new Error('expected the payment page');
    const sessionId = answer.url.split('/').at(-1)!;
    expect((await stripe.deliver(stripe.pay(sessionId), webhookUrl)).status).toBe(200);
    const listed = async () =>
      (await admin('GET', '/api/admin/donations')).json<DonationList>().donations.find((d) => d.email === email)!;
    return { sessionId, listed };
  };

  it('a part refund made in Stripe’s dashboard lowers the total and marks the gift, once however often it is delivered', async () => {
    const { sessionId, listed } = await paidGift('dashboard@example.org', 3000);
    const before = await raised();
    const refunded = stripe.refundInDashboard(sessionId, 1200);
    expect((await stripe.deliver(refunded, webhookUrl)).status).toBe(200);
    expect(await raised()).toBe(before - 1200);
    expect(await listed()).toMatchObject({ state: 'received', amountPence: 3000, refundedPence: 1200 });
    expect((await stripe.deliver(refunded, webhookUrl)).status).toBe(200);
    expect(await raised()).toBe(before - 1200);
    expect(await listed()).toMatchObject({ refundedPence: 1200 });
    const audited = await auditFor('recorded a refund of an online payment');
    expect(audited.map((e) => [e.actorName, e.details])).toContainEqual([
      'stripe (signed webhook)',
      expect.stringContaining('£30.00, now partly_refunded'),
    ]);
  });

  it('a dashboard refund still pending counts as given back, and one that then fails puts the payment back', async () => {
    const { sessionId, listed } = await paidGift('pending@example.org', 2500);
    const before = await raised();
    const pending = stripe.refundInDashboard(sessionId, 1000, 'pending');
    expect((await stripe.deliver(pending, webhookUrl)).status).toBe(200);
    expect(await raised()).toBe(before - 1000);
    expect(await listed()).toMatchObject({ refundedPence: 1000 });
    const refundId = (pending.data.object as { id: string }).id;
    expect((await stripe.deliver(stripe.settleRefund(refundId, 'failed'), webhookUrl)).status).toBe(200);
    expect(await raised()).toBe(before);
    expect(await listed()).toMatchObject({ state: 'received', refundedPence: 0 });
    const { rows } = await t.app.database.query<{ state: string }>(
      `SELECT p.state FROM payments p JOIN donations d ON d.id::text = p.reference WHERE d.email = 'pending@example.org'`,
    );
    expect(rows).toEqual([{ state: 'paid' }]);
  });

  it('a bank transfer promised on Donate gets its reference; it counts once an admin marks it received, with its receipt', async () => {
    const before = await raised();
    const res = await donate({ amountPence: 2000, way: 'transfer', name: 'Bob Quayle', email: 'bob@example.org' });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<GiveAnswer>();
    expect(answer).toMatchObject({
      way: 'transfer',
      amountPence: 2000,
      reference: expect.stringMatching(/^LMR-[A-Z2-9]{8}$/),
    });
    if (answer.way !== 'transfer') throw new Error('expected a reference');
    expect(await raised()).toBe(before);

    const list = (await admin('GET', '/api/admin/donations')).json<DonationList>();
    const pledge = list.donations.find((d) => d.reference === answer.reference)!;
    expect(pledge).toMatchObject({ state: 'pledged', way: 'transfer', name: 'Bob Quayle' });
    const received = await admin('POST', `/api/admin/donations/${pledge.id}/received`);
    expect(received.statusCode, received.body).toBe(200);
    expect(await raised()).toBe(before + 2000);
    const again = await admin('POST', `/api/admin/donations/${pledge.id}/received`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(donationWords.notAPledge);
    expect(await raised()).toBe(before + 2000);

    const receipt = await inbox.waitForMail('bob@example.org', /Thank you for your gift/);
    expect(receipt.text).toContain(`Receipt number: ${answer.reference}`);
    expect(receipt.text).toContain('Given by: bank transfer');
    expect((await auditFor(answer.reference)).map((e) => e.action)).toContain(
      'marked a promised bank transfer received',
    );
  });

  it('an admin’s cash gift counts at once, is in the audit log, and gets its receipt', async () => {
    const before = await raised();
    const res = await admin('POST', '/api/admin/donations', {
      amountPence: 2500,
      way: 'cash',
      name: 'Cath Corlett',
      email: 'cath@example.org',
      receivedOn: '2026-06-14',
    });
    expect(res.statusCode, res.body).toBe(201);
    const gift = res.json<Donation>();
    expect(gift).toMatchObject({ state: 'received', way: 'cash', amountPence: 2500 });
    expect(await raised()).toBe(before + 2500);
    const [entry] = await auditFor(gift.reference);
    expect(entry).toMatchObject({ action: 'recorded a gift' });
    expect(entry!.details).toContain('£25.00 by cash from Cath Corlett');
    const receipt = await inbox.waitForMail('cath@example.org', /Thank you for your gift/);
    expect(receipt.text).toContain('Date received: Sunday, 14 June 2026');
    expect(receipt.text).toContain('Given by: cash');
    // By now every receipt above has been sent: the online donor's, whose webhook came twice, arrived once.
    expect(receiptsTo('ann@example.org')).toHaveLength(1);
  });

  it('refuses amounts out of bounds or not in whole pence with a clear message, and records nothing', async () => {
    const count = await donationCount();
    const cases: [unknown, string][] = [
      [50, donationWords.tooSmall],
      [10.5, donationWords.wholePence],
      [limits.donationMaxPence + 1, donationWords.tooLarge(limits.donationMaxPence)],
      ['ten pounds', donationWords.amountRequired],
    ];
    for (const [amountPence, message] of cases) {
      const res = await donate({ amountPence, way: 'online', name: 'Dan Kelly', email: 'dan@example.org' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toMatchObject({ amountPence: message });
    }
    const recorded = await admin('POST', '/api/admin/donations', {
      amountPence: 0,
      way: 'card',
      name: 'X',
      receivedOn: '',
    });
    expect(recorded.statusCode).toBe(400);
    expect(recorded.json().error.fields).toMatchObject({
      amountPence: donationWords.tooSmall,
      way: donationWords.recordedWayRequired,
      receivedOn: donationWords.receivedOnRequired,
    });
    expect(await donationCount()).toBe(count);
  });

  it('with online payment switched off, giving online is refused with a clear message, and nothing is recorded', async () => {
    expect((await admin('PUT', '/api/admin/payment-settings', { onlinePayment: false })).statusCode).toBe(200);
    expect((await visitor('GET', '/api/donations/ways')).json()).toEqual({ online: false });
    const count = await donationCount();
    const res = await donate({ amountPence: 1000, way: 'online', name: 'Eve Moore', email: 'eve@example.org' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(donationWords.onlineOff);
    expect(await donationCount()).toBe(count);
  });

  it('limits gifts per e-mail address, so that nobody floods the railway with pledges or payment pages', async () => {
    const pledge = () => donate({ amountPence: 500, way: 'transfer', name: 'Fay Quirk', email: 'fay@example.org' });
    for (let i = 0; i < 5; i++) expect((await pledge()).statusCode).toBe(201);
    const sixth = await pledge();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('too_many_requests');
  });

  it('an installation that typed in its amount raised keeps it, as one gift, when it upgrades', async () => {
    const query = (sql: string, params?: unknown[]) => t.app.database.query(sql, params);
    // Monthly gifts (migration 2230) and Give's keys (2291) extend the gifts' table: all are made again, in order.
    const again = ['2220_donations.sql', '2230_monthly_gifts.sql', '2291_give_keys.sql'];
    // CASCADE: a Gift Aid declaration's tie to its gift (migration 2290) goes with the table.
    await query('DROP TABLE donations, monthly_gifts CASCADE');
    await query(`DELETE FROM schema_migrations WHERE name = ANY($1)`, [again]);
    await query(
      `UPDATE site_content SET published = jsonb_set(published, '{donation,raised}', '1234.5') WHERE key = 'settings'`,
    );
    expect(await migrate(t.app.database, { only: new Set(again) })).toEqual(again);
    expect(await raised()).toBe(123_450);
    const [earlier] = (await admin('GET', '/api/admin/donations')).json<DonationList>().donations;
    expect(earlier).toMatchObject({ way: 'earlier', state: 'received', email: null, amountPence: 123_450 });
  });
});
