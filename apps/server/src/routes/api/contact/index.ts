import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import type { ContactMessage } from '@lmr/shared/schemas';
import { feedbackMessages } from '@lmr/shared/messages';
import { isBot, limitPerIpAndAddress } from '../../../services/abuse.ts';
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
    const { rows } = await database.query<{ id: string }>(
      'INSERT INTO contact_messages (name, email, subject, message, ip) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [name, email, subject, message, request.ip],
    );
    try {
      await app.mailQueue.enqueueContact(rows[0]!.id);
    } catch (err) {
      request.log.error({ err }, 'contact message stored but not queued; the sweep will queue it');
    }
    return reply.status(201).send(answer);
  });

  defineRoute(app, api.contactMessages, async (): Promise<ContactMessage[]> => {
    const { rows } = await database.query<{
      id: string;
      name: string;
      email: string;
      subject: string;
      message: string;
      created_at: Date | string;
      mailed_at: Date | string | null;
    }>(
      'SELECT id, name, email, subject, message, created_at, mailed_at FROM contact_messages ORDER BY created_at DESC LIMIT 200',
    );
    return rows.map(({ created_at, mailed_at, ...r }) => ({
      ...r,
      createdAt: new Date(created_at).toISOString(),
      mailedAt: mailed_at ? new Date(mailed_at).toISOString() : null,
    }));
  });
}
