import { expect } from 'vitest';
import type { SiteSettings } from '@lmr/shared/site-content';
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts';
import { adminCalls } from './roster.ts';
import { siteItemCalls } from './site-items.ts';
import { type Inbox, startInbox } from './smtp-inbox.ts';
import { ADMIN, createTestApp, loginCookie, type TestApp } from './test-app.ts';

export interface PaymentsApp {
  t: TestApp;
  stripe: FakeStripe;
  inbox: Inbox;
  /** Where the fake Stripe delivers its signed events. */
  webhookUrl: string;
  admin: ReturnType<typeof adminCalls>;
  close(): Promise<void>;
}

/**
 * A test app that takes money: the fake Stripe and a real SMTP inbox beside it, listening so that the signed
 * webhook can reach it, an admin signed in, and the Site settings published as the file needs them.
 */
export async function startPaymentsApp(settings: (published: SiteSettings) => SiteSettings): Promise<PaymentsApp> {
  const [stripe, inbox] = await Promise.all([startFakeStripe(), startInbox()]);
  const t = await createTestApp({
    env: { DEMO_CONTENT: 'false', SMTP_URL: inbox.url, PUBLIC_URL: 'https://trains.example.org', ...stripe.env },
  });
  const webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/payments/stripe-webhook`;
  const cookie = await loginCookie(t.app, ADMIN.email, ADMIN.password);
  const site = siteItemCalls(
    () => t.app,
    () => cookie,
  );
  const { data, etag } = await site.item<SiteSettings>('settings');
  const saved = await site.saveDraft('settings', settings(data), etag);
  expect((await site.publish('settings', saved.headers.etag as string)).statusCode).toBe(200);
  return {
    t,
    stripe,
    inbox,
    webhookUrl,
    admin: adminCalls(t, cookie),
    close: async () => {
      await t.close();
      await Promise.all([stripe.close(), inbox.close()]);
    },
  };
}

/** A test app that takes money, as a UK trust claiming Gift Aid (its name is on the declarations and the claim). */
export const startGiftAidApp = () =>
  startPaymentsApp((settings) => ({ ...settings, trustName: 'Laxey Heritage Trust', taxRelief: 'uk-gift-aid' }));
