import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { ADMIN, createTestApp, loginCookie, type TestApp } from './support/test-app.ts';

/** A new installation with nothing configured: visitors reserve and pay at the station, and the admins are told why. */
describe('payments with no provider configured', () => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { MAIL_WORKERS: 'false' } });
    adminCookie = await loginCookie(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t.close());

  const settings = (method: 'GET' | 'PUT', payload?: object) =>
    t.app.inject({ method, url: '/api/admin/payment-settings', headers: { cookie: adminCookie }, payload });

  it('offers no online payment, and an admin cannot switch it on until the keys are configured', async () => {
    expect((await settings('GET')).json()).toEqual({ providerConfigured: false, onlinePayment: false });
    const refused = await settings('PUT', { onlinePayment: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET/);
    expect((await settings('GET')).json()).toEqual({ providerConfigured: false, onlinePayment: false });
    expect(await t.app.payments.onlineOffered()).toBe(false);
  });

  it('answers the webhook and the return check 404, saying online payment is not set up', async () => {
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe-webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1"}',
    });
    expect(webhook.statusCode).toBe(404);
    expect(webhook.json().error.message).toMatch(/^Online payment is not set up/);
    const check = await t.app.inject({ method: 'POST', url: '/api/payments/check', payload: { sessionId: 'cs_1' } });
    expect(check.statusCode).toBe(404);
  });

  it('refuses a configuration with only one of the two Stripe secrets, naming the missing one', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET: is needed too/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/STRIPE_SECRET_KEY: is needed too/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
  });
});
