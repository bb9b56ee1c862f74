import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { feedbackMessages } from '@lmr/shared/messages';
import { HttpError, notFound } from '../../../http-error.ts';
import { isBot, limitPerIpAndAddress } from '../../../domains/abuse/form-abuse.ts';
import { isDoubleOptIn } from '../../../domains/settings/settings-repository.ts';
import { subscriptionConfirmJob } from '../../../domains/newsletter/confirmation-mail.ts';
import { confirmSubscription, subscribe, unsubscribe } from '../../../domains/newsletter/subscribers.ts';
import { defineRoute } from '../../define-route.ts';
import newsletterAdminRoutes from './admin.ts';
import newsletterFailureRoutes from './failures.ts';

const HOUR = 60 * 60 * 1000;

export default async function newsletterRoutes(app: FastifyInstance) {
  const { database } = app;

  // Mail programs post the RFC 8058 one-click form encoded; its content does not matter.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
  }

  defineRoute(app, api.submitEmail, async (request, reply) => {
    const doubleOptIn = await isDoubleOptIn(database);
    // The same answer whatever happened, so nobody learns whether an address is on the list.
    const answer = { message: doubleOptIn ? feedbackMessages.subscribeConfirmSent : feedbackMessages.subscribeSuccess };
    if (isBot(request.body)) return answer;
    const email = request.body.email.toLowerCase();
    await limitPerIpAndAddress(database, request, reply, 'subscribe', email, {
      ip: { limit: 20, windowMs: HOUR },
      address: { limit: 3, windowMs: HOUR },
    });
    const outcome = await subscribe(database, email, doubleOptIn, 'footer');
    if (outcome.kind === 'confirm')
      await app.mailQueue.send(subscriptionConfirmJob, { subscriberId: outcome.subscriberId });
    return answer;
  });

  // Confirmed by a POST from the page the mail's link opens: a scanner that follows links confirms nothing.
  defineRoute(app, api.confirmSubscription, async (request) => {
    if (!(await confirmSubscription(database, request.body.token)))
      throw new HttpError(404, 'not_found', feedbackMessages.subscriptionConfirmFailed);
    return { message: feedbackMessages.subscriptionConfirmed };
  });

  defineRoute(app, api.removeEmail, async (request, reply) => {
    if (!(await unsubscribe(database, request.params.id))) throw notFound(feedbackMessages.unsubscribeFailed);
    return reply.status(204).send();
  });

  // Posted by mail programs without a cookie or an Origin: public, and exempt from the CSRF check.
  defineRoute(
    app,
    api.oneClickUnsubscribe,
    async (request) => {
      if (!(await unsubscribe(database, request.params.id))) throw notFound(feedbackMessages.unsubscribeFailed);
      return { message: feedbackMessages.unsubscribed };
    },
    { config: { csrf: false } },
  );

  await app.register(newsletterAdminRoutes);
  await app.register(newsletterFailureRoutes);
}
