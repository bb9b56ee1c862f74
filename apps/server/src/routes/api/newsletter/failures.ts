import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { newsletterFailureMessages, type NewsletterFailures } from '@lmr/shared/newsletter-failures';
import { HttpError, notFound } from '../../../http-error.ts';
import { failureReason } from '../../../domains/newsletter/failure-reason.ts';
import {
  deliveryExists,
  failedDeliveries,
  retryFailedDelivery,
} from '../../../domains/newsletter/newsletter-repository.ts';
import { auditNote } from '../../../domains/audit/audit-plugin.ts';
import { defineRoute } from '../../define-route.ts';

export default async function newsletterFailureRoutes(app: FastifyInstance) {
  const { database } = app;

  defineRoute(app, api.newsletterFailures, async () => {
    const byNewsletter = new Map<string, NewsletterFailures[number]>();
    for (const row of await failedDeliveries(database)) {
      let entry = byNewsletter.get(row.newsletterId);
      if (!entry) {
        entry = {
          id: row.newsletterId,
          title: row.title,
          subject: row.subject,
          createdAt: row.createdAt.toISOString(),
          failures: [],
        };
        byNewsletter.set(row.newsletterId, entry);
      }
      const serverAnswer = row.lastError ?? '';
      entry.failures.push({
        id: String(row.id),
        email: row.email,
        subscriberId: row.subscriberId,
        attempts: row.attempts,
        reason: failureReason(serverAnswer, row.attempts),
        serverAnswer,
      });
    }
    return [...byNewsletter.values()];
  });

  defineRoute(app, api.retryNewsletterDelivery, async (request, reply) => {
    const { id } = request.params;
    const email = await retryFailedDelivery(database, id);
    if (!email) {
      if (!(await deliveryExists(database, id))) throw notFound();
      throw new HttpError(409, 'not_failed', newsletterFailureMessages.notFailed);
    }
    auditNote(request, `Newsletter sent again to ${email}`);
    app.newsletters.nudge();
    return reply.status(202).send({ message: newsletterFailureMessages.retryQueued(email) });
  });
}
