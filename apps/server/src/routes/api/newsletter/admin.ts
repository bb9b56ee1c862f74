import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { feedbackMessages } from '@lmr/shared/messages';
import { testCopyToken } from '@lmr/shared/newsletter-test-copy';
import { HttpError, notFound } from '../../../http-error.ts';
import { isUuid } from '../../../domains/abuse/form-abuse.ts';
import { newsletterMail, renderNewsletter, unsubscribePageUrl } from '../../../domains/newsletter/newsletter-mail.ts';
import {
  newsletterHistory,
  newsletterProgress,
  queueNewsletter,
} from '../../../domains/newsletter/newsletter-repository.ts';
import { isDoubleOptIn, setDoubleOptIn } from '../../../domains/settings/settings-repository.ts';
import { addByHand, listSubscribers, subscribersCsv } from '../../../domains/newsletter/subscribers.ts';
import { deleteSubscriber } from '../../../domains/newsletter/subscribers-repository.ts';
import { defineRoute } from '../../define-route.ts';
import { auditNote } from '../../../domains/audit/audit-plugin.ts';

export default async function newsletterAdminRoutes(app: FastifyInstance) {
  const { database, config } = app;

  defineRoute(app, api.sendNewsletter, async (request, reply) => {
    auditNote(request, `Newsletter “${request.body.subject}”`);
    const queued = await queueNewsletter(database, request.body, request.user.id);
    if (!queued) throw new HttpError(409, 'already_sent', feedbackMessages.newsletterAlreadySent);
    app.newsletters.nudge();
    return reply.status(202).send(queued);
  });

  defineRoute(app, api.previewNewsletter, async (request) =>
    renderNewsletter(request.body, config.publicUrl, unsubscribePageUrl(config.publicUrl, testCopyToken), ''),
  );

  defineRoute(app, api.testNewsletter, async (request) => {
    auditNote(request, `Test of “${request.body.subject}”`);
    const mail = newsletterMail(request.body, request.user.email, config.publicUrl, testCopyToken);
    try {
      await app.mailer.send({ ...mail, subject: `[Test] ${mail.subject}` });
    } catch (err) {
      request.log.warn({ err }, 'test newsletter not sent');
      throw new HttpError(503, 'mail_unavailable', feedbackMessages.genericFailure);
    }
    return { message: feedbackMessages.testNewsletterSent };
  });

  defineRoute(app, api.newsletters, async () => newsletterHistory(database));

  defineRoute(app, api.newsletterStatus, async (request) => {
    const progress = isUuid(request.params.id) && (await newsletterProgress(database, request.params.id));
    if (!progress) throw notFound();
    return progress;
  });

  defineRoute(app, api.newsletterSettings, async () => ({ doubleOptIn: await isDoubleOptIn(database) }));

  defineRoute(app, api.saveNewsletterSettings, async (request) => {
    auditNote(request, `Double opt-in ${request.body.doubleOptIn ? 'on' : 'off'}`);
    await setDoubleOptIn(database, request.body.doubleOptIn);
    return { doubleOptIn: request.body.doubleOptIn };
  });

  defineRoute(app, api.subscribers, async () => listSubscribers(database));

  defineRoute(app, api.subscribersCsv, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="subscribers.csv"')
      .send(await subscribersCsv(database)),
  );

  defineRoute(app, api.addSubscriber, async (request, reply) => {
    const { email, consentSource } = request.body;
    auditNote(request, `Subscriber ${email} from “${consentSource}”`);
    if (!(await addByHand(database, email, consentSource)))
      throw new HttpError(409, 'already_subscribed', feedbackMessages.subscriberAlreadyListed);
    return reply.status(201).send({ message: feedbackMessages.subscriberAdded });
  });

  defineRoute(app, api.removeSubscriber, async (request, reply) => {
    auditNote(request, `Subscriber ${request.params.id}`);
    if (!isUuid(request.params.id) || !(await deleteSubscriber(database.db, request.params.id))) throw notFound();
    return reply.status(204).send();
  });
}
