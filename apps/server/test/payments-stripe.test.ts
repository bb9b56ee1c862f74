import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@lmr/shared/audit';
import {
  definePaymentPurpose,
  type PaidPayment,
  type RefundedPayment,
} from '../src/domains/payments/payment-purposes.ts';
import { capturedLog } from './support/captured-log.ts';
import { type FakeStripe, startFakeStripe } from './support/fake-stripe.ts';
import { ADMIN, createTestApp, loginCookie, type TestApp } from './support/test-app.ts';

/**
 * Paying online through the `stripe` package against the fake Stripe API (support/fake-stripe.ts), with
 * a purpose of the test's own registered as app.ts registers the domains'. The server listens for real:
 * the fake delivers its signed webhooks over HTTP, as Stripe would.
 */

const heard = {
  paid: [] as { reference: string; payment: PaidPayment }[],
  expired: [] as string[],
  refunded: [] as { reference: string; refund: RefundedPayment }[],
};
let failNextPaid = false;

const ticketsPurpose = definePaymentPurpose({
  purpose: 'test-tickets',
  async onPaid(reference, payment) {
    if (failNextPaid) {
      failNextPaid = false;
      throw new Error('the purpose could not record the order');
    }
    heard.paid.push({ reference, payment });
  },
  async onExpired(reference) {
    heard.expired.push(reference);
  },
  async onRefunded(reference, refund) {
    heard.refunded.push({ reference, refund });
  },
});

describe('payments through Stripe Checkout (fake Stripe)', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let webhookUrl: string;
  let adminCookie: string;
  const log = capturedLog();

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      env: { MAIL_WORKERS: 'false', ...stripe.env },
      logger: log.logger,
      paymentPurposes: [ticketsPurpose],
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    webhookUrl = `${address}/api/payments/stripe-webhook`;
    adminCookie = await loginCookie(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const origin = { method: 'POST', url: '/api/test-orders', ip: '192.0.2.1' };
  const checkout = (reference: string, idempotencyKey = randomUUID()) =>
    t.app.payments.startCheckout(
      {
        purpose: 'test-tickets',
        reference,
        lines: [
          { description: 'Adult return, Santa special', amountPence: 1250, quantity: 2 },
          { description: 'Child return, Santa special', amountPence: 675, quantity: 1 },
        ],
        customerEmail: 'buyer@example.org',
        successUrl: 'http://localhost/booking/paid?session={CHECKOUT_SESSION_ID}',
        cancelUrl: 'http://localhost/booking',
        idempotencyKey,
        expiresAt: new Date(Date.now() + 60 * 60 * 1000),
      },
      origin,
    );
  const paymentRow = async (id: string) =>
    (await t.app.database.query<{ state: string; amount_pence: number }>('SELECT * FROM payments WHERE id = $1', [id]))
      .rows[0]!;
  const eventCount = async () =>
    (await t.app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_events')).rows[0]!.n;
  const auditFor = async (reference: string) => {
    const res = await t.app.inject({ url: `/api/admin/audit?q=${reference}`, headers: { cookie: adminCookie } });
    return (res.json() as { entries: AuditEntry[] }).entries;
  };
  const checkOnReturn = (sessionId: string) =>
    t.app.inject({ method: 'POST', url: '/api/payments/check', payload: { sessionId } });

  it('opens a checkout with the lines in pence and the idempotency key; the same key opens no second one', async () => {
    const key = randomUUID();
    const first = await checkout('ORDER-1', key);
    const again = await checkout('ORDER-1', key);
    expect(again).toEqual(first);
    const created = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST');
    expect(created).toHaveLength(1);
    expect(created[0]!.idempotencyKey).toBe(key);
    expect(created[0]!.form).toMatchObject({
      mode: 'payment',
      client_reference_id: 'ORDER-1',
      customer_email: 'buyer@example.org',
      line_items: {
        0: {
          quantity: '2',
          price_data: { currency: 'gbp', unit_amount: '1250', product_data: { name: 'Adult return, Santa special' } },
        },
        1: { quantity: '1', price_data: { currency: 'gbp', unit_amount: '675' } },
      },
    });
    expect(first.url).toBe(stripe.session(first.providerSessionId).url);
    expect(await paymentRow(first.paymentId)).toMatchObject({ state: 'open', amount_pence: 3175 });
    expect((await auditFor('ORDER-1')).map((e) => e.action)).toEqual(['started an online payment']);
  });

  it('records a payment paid by the signed webhook once, and a re-delivery of that event changes nothing', async () => {
    const { paymentId, providerSessionId } = await checkout('ORDER-2');
    const paid = stripe.pay(providerSessionId);
    expect(await stripe.deliver(paid, webhookUrl)).toEqual({ status: 200, body: { received: true } });
    expect(await paymentRow(paymentId)).toMatchObject({ state: 'paid' });
    expect(heard.paid).toEqual([{ reference: 'ORDER-2', payment: { id: paymentId, amountPence: 3175 } }]);
    const audit = await auditFor('ORDER-2');
    expect(audit[0]).toMatchObject({
      actorName: 'stripe (signed webhook)',
      action: 'recorded an online payment as paid',
    });
    expect(audit[0]!.details).toContain('£31.75, now paid');

    const events = await eventCount();
    expect((await stripe.deliver(paid, webhookUrl)).status).toBe(200);
    expect(heard.paid).toHaveLength(1);
    expect(await eventCount()).toBe(events);
    expect(await auditFor('ORDER-2')).toHaveLength(audit.length);
  });

  it('confirms once when the same event arrives twice at the same moment as the buyer comes back', async () => {
    const { paymentId, providerSessionId } = await checkout('ORDER-9');
    const paid = stripe.pay(providerSessionId);
    const [first, second, back] = await Promise.all([
      stripe.deliver(paid, webhookUrl),
      stripe.deliver(paid, webhookUrl),
      checkOnReturn(providerSessionId),
    ]);
    expect([first.status, second.status, back.statusCode]).toEqual([200, 200, 200]);
    expect(await paymentRow(paymentId)).toMatchObject({ state: 'paid' });
    expect(heard.paid.filter((p) => p.reference === 'ORDER-9')).toHaveLength(1);
    expect((await auditFor('ORDER-9')).filter((e) => e.action === 'recorded an online payment as paid')).toHaveLength(
      1,
    );
  });

  it('refuses a webhook signed with another secret (400) and changes nothing', async () => {
    const { paymentId, providerSessionId } = await checkout('ORDER-3');
    const forged = stripe.pay(providerSessionId);
    const res = await stripe.deliver(forged, webhookUrl, 'whsec_notthesecretstripegave');
    expect(res).toEqual({
      status: 400,
      body: { error: { code: 'bad_signature', message: 'The webhook’s signature does not match.' } },
    });
    const unsigned = await fetch(webhookUrl, { method: 'POST', body: JSON.stringify(forged) });
    expect(unsigned.status).toBe(400);
    expect(await paymentRow(paymentId)).toMatchObject({ state: 'open' });
    expect(heard.paid.map((p) => p.reference)).not.toContain('ORDER-3');
  });

  it('keeps a paid payment paid when an expiry arrives after it, and expires one left unpaid', async () => {
    const paidOne = await checkout('ORDER-4');
    await stripe.deliver(stripe.pay(paidOne.providerSessionId), webhookUrl);
    expect((await stripe.deliver(stripe.expire(paidOne.providerSessionId), webhookUrl)).status).toBe(200);
    expect(await paymentRow(paidOne.paymentId)).toMatchObject({ state: 'paid' });

    const unpaid = await checkout('ORDER-5');
    expect((await stripe.deliver(stripe.expire(unpaid.providerSessionId), webhookUrl)).status).toBe(200);
    expect(await paymentRow(unpaid.paymentId)).toMatchObject({ state: 'expired' });
    expect(heard.expired).toEqual(['ORDER-5']);
  });

  it('answers 500 when applying the event fails, undoing it, so that the delivery Stripe retries succeeds', async () => {
    const { paymentId, providerSessionId } = await checkout('ORDER-6');
    const paid = stripe.pay(providerSessionId);
    failNextPaid = true;
    const failed = await stripe.deliver(paid, webhookUrl);
    expect(failed.status).toBe(500);
    expect(JSON.stringify(failed.body)).not.toContain('could not record');
    expect(await paymentRow(paymentId)).toMatchObject({ state: 'open' });

    expect((await stripe.deliver(paid, webhookUrl)).status).toBe(200);
    expect(await paymentRow(paymentId)).toMatchObject({ state: 'paid' });
    expect(heard.paid.filter((p) => p.reference === 'ORDER-6')).toHaveLength(1);
  });

  it('confirms on the buyer’s return only what Stripe says was paid, once', async () => {
    const { paymentId, providerSessionId } = await checkout('ORDER-7');
    // Back from the payment page without paying (or claiming to have paid): Stripe says open, so it stays open.
    expect((await checkOnReturn(providerSessionId)).json()).toEqual({
      state: 'open',
      purpose: 'test-tickets',
      reference: 'ORDER-7',
    });
    expect(await paymentRow(paymentId)).toMatchObject({ state: 'open' });

    const paid = stripe.pay(providerSessionId);
    expect((await checkOnReturn(providerSessionId)).json()).toMatchObject({ state: 'paid', reference: 'ORDER-7' });
    expect((await auditFor('ORDER-7'))[0]).toMatchObject({ actorName: 'stripe (asked on the buyer’s return)' });
    // The webhook arrives after the return: already paid, nothing more happens.
    expect((await stripe.deliver(paid, webhookUrl)).status).toBe(200);
    expect(heard.paid.filter((p) => p.reference === 'ORDER-7')).toHaveLength(1);

    expect((await checkOnReturn('cs_test_nobodyknowsthis')).statusCode).toBe(404);
  });

  it('refunds part then the rest, each once under its idempotency key, and never more than was paid', async () => {
    const { paymentId, providerSessionId } = await checkout('ORDER-8');
    await stripe.deliver(stripe.pay(providerSessionId), webhookUrl);
    const refund = (amountPence: number, idempotencyKey: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/payments/${paymentId}/refunds`,
        headers: { cookie: adminCookie },
        payload: { amountPence, idempotencyKey },
      });
    const partKey = randomUUID();
    const part = await refund(1250, partKey);
    expect(part.statusCode).toBe(201);
    expect(part.json()).toMatchObject({ amountPence: 1250, state: 'succeeded', refundedPence: 1250 });
    expect(await paymentRow(paymentId)).toMatchObject({ state: 'partly_refunded' });

    const again = await refund(1250, partKey);
    expect(again.json()).toEqual(part.json());
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(1);
    expect(stripe.requests.find((r) => r.path === '/v1/refunds')).toMatchObject({
      idempotencyKey: partKey,
      form: { amount: '1250' },
    });

    const tooMuch = await refund(2000, randomUUID());
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe('That is more than is left to refund: at most £19.25.');

    const rest = await refund(1925, randomUUID());
    expect(rest.json()).toMatchObject({ state: 'succeeded', refundedPence: 3175 });
    expect(await paymentRow(paymentId)).toMatchObject({ state: 'refunded' });
    expect(heard.refunded.map((r) => r.refund)).toEqual([
      { paymentId, amountPence: 1250, refundedPence: 1250, whole: false },
      { paymentId, amountPence: 1925, refundedPence: 3175, whole: true },
    ]);
    const audit = await auditFor('ORDER-8');
    expect(audit.filter((e) => e.action === 'refunded an online payment').map((e) => e.details)).toEqual(
      expect.arrayContaining([expect.stringContaining('£19.25 succeeded, £31.75 of £31.75 refunded')]),
    );
    expect((await refund(100, randomUUID())).statusCode).toBe(409);
  });

  it('limits forged webhooks and return checks from one address, and never Stripe’s signed deliveries', async () => {
    const fromStranger = (url: string, payload: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: '198.51.100.7',
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
    const forgeries = [];
    for (let i = 0; i < 31; i++)
      forgeries.push(
        (await fromStranger('/api/payments/stripe-webhook', '{}', { 'stripe-signature': 't=1,v1=0' })).statusCode,
      );
    expect(forgeries.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(forgeries[30]).toBe(429);
    const { providerSessionId } = await checkout('ORDER-10');
    const signed = stripe.pay(providerSessionId);
    const payload = JSON.stringify(signed);
    const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload,
      secret: stripe.env.STRIPE_WEBHOOK_SECRET,
    });
    expect(
      (await fromStranger('/api/payments/stripe-webhook', payload, { 'stripe-signature': signature })).statusCode,
    ).toBe(200);

    const checks = [];
    for (let i = 0; i < 61; i++)
      checks.push(
        (await fromStranger('/api/payments/check', JSON.stringify({ sessionId: `cs_test_guess${i}` }))).statusCode,
      );
    expect(checks.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(checks[60]).toBe(429);
  });

  it('says online payment is set up and offered, and writes no Stripe secret to the log', async () => {
    const res = await t.app.inject({ url: '/api/admin/payment-settings', headers: { cookie: adminCookie } });
    expect(res.json()).toEqual({ providerConfigured: true, onlinePayment: true });
    const logged = log.lines.join('');
    expect(logged).toContain('could not record the order');
    for (const secret of stripe.secrets) expect(logged).not.toContain(secret);
  });
});
