import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { feedbackMessages } from '@lmr/shared/messages';
import { users } from '../../../db/schema/index.ts';
import { rateLimitAddress } from '../../../domains/abuse/client-address.ts';
import { HttpError } from '../../../http-error.ts';
import { clearSessionCookie, setSessionCookie } from '../../../plugins/auth.ts';
import { sendLoginsPaused, sendPasswordChanged, sendResetLink } from '../../../services/account-mail.ts';
import { consumeAccountToken } from '../../../services/account-tokens.ts';
import { setPassword } from '../../../services/accounts.ts';
import { countPasswordAttempt, limitMail, mailRules } from '../../../services/login-throttle.ts';
import { verifyPassword } from '../../../services/passwords.ts';
import { createSession, deleteSession } from '../../../services/sessions.ts';
import { signInPlace, warnOfNewDevice } from '../../../domains/second-factor/devices.ts';
import { stepAfterPassword } from '../../../domains/second-factor/second-factor-policy.ts';
import { defineRoute } from '../../define-route.ts';
import accountRoutes from './accounts.ts';

const invalidCredentials = () => new HttpError(401, 'invalid_credentials', feedbackMessages.loginFailed);

export default async function authRoutes(app: FastifyInstance) {
  const { database } = app;
  const { db } = database;

  const findUser = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];

  /** Checks e-mail and password with the same work and the same answer whether or not the e-mail exists. */
  async function checkPassword(
    request: Parameters<typeof countPasswordAttempt>[1],
    reply: Parameters<typeof countPasswordAttempt>[2],
    email: string,
    password: string,
  ) {
    const attempt = await countPasswordAttempt(database, request, reply, email, async (minutes) => {
      const owner = await findUser(email);
      if (owner) await sendLoginsPaused(app, owner, minutes);
    });
    const user = await findUser(email);
    const ok = await verifyPassword(user?.passwordHash, password);
    if (!user || !ok) {
      await attempt.failed();
      throw invalidCredentials();
    }
    await attempt.succeeded();
    return user;
  }

  defineRoute(app, api.login, async (request, reply) => {
    const user = await checkPassword(request, reply, request.body.email, request.body.password);
    if (request.user) await deleteSession(db, request.user.tokenHash);
    const { next, pending } = await stepAfterPassword(database, user);
    const place = signInPlace(request);
    const token = await createSession(db, user.id, { ...place, secondFactorPending: pending });
    setSessionCookie(request, reply, token);
    await warnOfNewDevice(app, user, place);
    return { name: user.name, role: user.role, ...(next ? { secondFactor: next } : {}) };
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

  defineRoute(app, api.resetPassword, async (request, reply) => {
    const { email, oldPassword, newPassword } = request.body;
    const user = await checkPassword(request, reply, email, oldPassword);
    const own = request.user?.id === user.id ? request.user.tokenHash : undefined;
    await setPassword(database, user.id, newPassword, own);
    await sendPasswordChanged(app, user);
    return { message: feedbackMessages.resetPasswordSuccess };
  });

  defineRoute(app, api.forgotPassword, async (request, reply) => {
    const { email } = request.body;
    await limitMail(database, reply, `forgot:address:${rateLimitAddress(request.ip)}`, mailRules.forgotPerAddress);
    await limitMail(database, reply, `forgot:email:${email}`, mailRules.forgotPerEmail);
    // The answer goes before the lookup and the mail, so neither its words nor its timing tell whether
    // the address has an account.
    void (async () => {
      const user = await findUser(email);
      if (!user) return;
      await sendResetLink(app, user.id);
    })().catch((err: unknown) => request.log.error({ err }, 'sending a reset link failed'));
    return { message: feedbackMessages.forgotPasswordSent };
  });

  defineRoute(app, api.setPassword, async (request) => {
    const used = await consumeAccountToken(db, request.body.token);
    if (!used) throw new HttpError(400, 'link_expired', feedbackMessages.linkExpired);
    await setPassword(database, used.userId, request.body.password);
    const [user] = await db.select().from(users).where(eq(users.id, used.userId));
    if (used.purpose === 'reset' && user) await sendPasswordChanged(app, user);
    return { message: feedbackMessages.passwordSet };
  });

  await app.register(accountRoutes);
}
