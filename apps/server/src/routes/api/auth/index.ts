import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { feedbackMessages } from '@lmr/shared/messages';
import { users } from '../../../db/schema/index.ts';
import { HttpError } from '../../../http-error.ts';
import { clearSessionCookie, setSessionCookie } from '../../../plugins/auth.ts';
import { verifyPassword } from '../../../services/passwords.ts';
import { createSession, deleteSession } from '../../../services/sessions.ts';
import { defineRoute, notImplemented } from '../../define-route.ts';

export default async function authRoutes(app: FastifyInstance) {
  const { db } = app.database;

  defineRoute(app, api.login, async (request, reply) => {
    const { email, password } = request.body;
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const ok = await verifyPassword(user?.passwordHash, password);
    if (!user || !ok) throw new HttpError(401, 'invalid_credentials', feedbackMessages.loginFailed);
    if (request.user) await deleteSession(db, request.user.tokenHash);
    setSessionCookie(request, reply, await createSession(db, user.id));
    return { name: user.name, role: user.role };
  });

  defineRoute(app, api.logout, async (request, reply) => {
    if (request.user) await deleteSession(db, request.user.tokenHash);
    clearSessionCookie(reply);
    return reply.status(204).send();
  });

  defineRoute(app, api.role, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(request.user!.role),
  );

  defineRoute(app, api.profile, async (request) => {
    const { name, email, role } = request.user!;
    return { name, email, role };
  });

  defineRoute(app, api.register, notImplemented);
  defineRoute(app, api.resetPassword, notImplemented);
}
