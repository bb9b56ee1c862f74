import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import type { ContactMessage } from '@lmr/shared/contact';
import { feedbackMessages } from '@lmr/shared/messages';
import {
  findContactMessageById,
  listContactMessages,
  recordContactReply,
  setContactMessageHandled,
  storeContactMessage,
} from '../../../domains/contact/contact-repository.ts';
import { queueContactMail } from '../../../domains/contact/contact-mail-job.ts';
import { contactReplyMail } from '../../../domains/contact/contact-reply-mail.ts';
import { HttpError } from '../../../http-error.ts';
import { isBot, limitPerIpAndAddress } from '../../../domains/abuse/form-abuse.ts';
import { defineRoute } from '../../define-route.ts';

const HOUR = 60 * 60 * 1000;

export default async function contactRoutes(app: FastifyInstance) {
  const { database } = app;

  // Stored first, then queued: if mail is down the message waits in the database and goes later.
  defineRoute(app, api.sendContactMessage, async (request, reply) => {
    const answer = { message: feedbackMessages.contactSuccess };
    if (isBot(request.body)) return reply.status(201).send(answer);
    const { name, email, subject, message } = request.body;
    await limitPerIpAndAddress(database, request, reply, 'contact', email, {
      ip: { limit: 10, windowMs: HOUR },
      address: { limit: 5, windowMs: HOUR },
    });
    const id = await storeContactMessage(database.db, { name, email, subject, message, ip: request.ip });
    try {
      await queueContactMail(app.mailQueue, database, id);
    } catch (err) {
      request.log.error({ err }, 'contact message stored but not queued; the sweep will queue it');
    }
    return reply.status(201).send(answer);
  });

  defineRoute(app, api.contactMessages, async (request): Promise<ContactMessage[]> => {
    const { handled } = request.query;
    return listContactMessages(database.db, handled === undefined ? undefined : handled === 'true');
  });

  defineRoute(app, api.markContactMessage, async (request) => {
    const { handled } = request.body;
    if (!(await setContactMessageHandled(database.db, request.params.id, handled))) throw unknownMessage();
    return { message: handled ? feedbackMessages.contactMarkedHandled : feedbackMessages.contactMarkedOpen };
  });

  // Queued before it is recorded: an answer kept beside the message has always been handed to the mail queue.
  defineRoute(app, api.replyToContactMessage, async (request, reply) => {
    const original = await findContactMessageById(database.db, request.params.id);
    if (!original) throw unknownMessage();
    const { contactTo, publicUrl } = app.config;
    await app.mailQueue.enqueue(contactReplyMail(original, request.body.reply, contactTo, publicUrl));
    await recordContactReply(database.db, original.id, request.body.reply, request.user.id);
    return reply.status(201).send({ message: feedbackMessages.contactReplySent });
  });
}

const unknownMessage = () => new HttpError(404, 'not_found', 'That message does not exist any more.');
