import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNewsletterSender, type NewsletterSender } from './newsletter-sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    newsletters: NewsletterSender;
  }
}

/** Newsletters go recipient by recipient from their own rows, not through the job queue (decision 040). */
export const newsletterPlugin = fp(async (app: FastifyInstance) => {
  const { database, mailer, log, config } = app;
  const newsletters = createNewsletterSender({
    database,
    mailer,
    log,
    publicUrl: config.publicUrl,
    ...config.mailQueue,
  });
  app.decorate('newsletters', newsletters);
  if (config.mailQueue.workers) newsletters.start();
  app.addHook('onClose', () => newsletters.stop());
});
