import type { NewsletterRequest } from '@lmr/shared/newsletter';
import { createNewsletterSender, type SenderOptions } from '../../src/domains/newsletter/newsletter-sender.ts';
import { ADMIN, loginCookie, signupsActiveAtOnce, subscribeEach, type TestApp } from './test-app.ts';

/** Signs the admin in, makes footer signups active at once and subscribes `emails`; answers the admin's cookie. */
export async function adminWithSubscribers(app: TestApp['app'], emails: string[], network: string) {
  const admin = await loginCookie(app, ADMIN.email, ADMIN.password);
  await signupsActiveAtOnce(app, admin);
  await subscribeEach(app, emails, network);
  return admin;
}

/** A newsletter sender on the test app's database and mailer, as a mail worker runs it. */
export const newsletterSender = (app: TestApp['app'], options: Partial<SenderOptions> = {}) =>
  createNewsletterSender({
    database: app.database,
    mailer: app.mailer,
    log: app.log,
    publicUrl: 'https://railway.example',
    ratePerSecond: 0,
    batchSize: 50,
    claimSeconds: 30,
    retrySeconds: 5,
    ...options,
  });

type NewsletterUrl = '/api/send-newsletter' | '/api/admin/newsletter-preview' | '/api/admin/newsletter-test';

/** An admin's newsletter, POSTed to send it, preview it or mail a test of it. */
export const postNewsletter = (
  app: TestApp['app'],
  cookie: string,
  url: NewsletterUrl,
  newsletter: Partial<NewsletterRequest> & { composeId?: string },
) => app.inject({ method: 'POST', url, headers: { cookie }, payload: newsletter });
