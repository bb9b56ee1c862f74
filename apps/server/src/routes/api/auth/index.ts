import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { feedbackMessages } from '@lmr/shared/messages';
import { rateLimitAddress } from '../../../domains/abuse/client-address.ts';
import { auditActor, auditNote } from '../../../domains/audit/audit-plugin.ts';
import { HttpError } from '../../../http-error.ts';
import { clearSessionCookie, setSessionCookie } from '../../../plugins/auth.ts';
import { sendPasswordChanged, sendResetLink } from '../../../domains/accounts/account-mail.ts';
import { consumeAccountToken } from '../../../domains/accounts/account-links.ts';
import { setPassword } from '../../../domains/accounts/accounts.ts';
import { findAccount, findAccountByEmail } from '../../../domains/accounts/accounts-repository.ts';
import { checkPassword } from '../../../domains/accounts/sign-in.ts';
import { rememberBrowser } from '../../../domains/sessions/device-cookies.ts';
import { forgetGuesses, limitMail, mailRules } from '../../../domains/sessions/login-throttle.ts';
import { mustHaveFreshFactor } from '../../../domains/sessions/confirmation.ts';
import { createSession, deleteSession } from '../../../domains/sessions/sessions-repository.ts';
import { signInPlace, warnOfNewDevice } from '../../../domains/second-factor/devices.ts';
import { stepAfterPassword } from '../../../domains/second-factor/second-factor-policy.ts';
import { defineRoute } from '../../define-route.ts';
import accountRoutes from './accounts.ts';

export default async function authRoutes(app: FastifyInstance) {
  const { database } = app;
  const { db } = database;

  /** Starts a session for someone who has just proved who they are: by their password, or by an e-mailed link. */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: { id: string; name: string; role: string },
  ) {
    if (request.user) await deleteSession(db, request.user.tokenHash);
    const { next, pending } = await stepAfterPassword(database, user);
    const place = signInPlace(request);
    const token = await createSession(db, user.id, { ...place, secondFactorPending: pending });
    setSessionCookie(request, reply, token);
    if (!pending) await rememberBrowser(db, request, reply, user.id);
    return { place, signedIn: { name: user.name, role: user.role, ...(next ? { secondFactor: next } : {}) } };
  }

  defineRoute(app, api.login, async (request, reply) => {
    const user = await checkPassword(app, request, reply, request.body.email, request.body.password);
    const { place, signedIn } = await signIn(request, reply, user);
    await warnOfNewDevice(app, user, place);
    return signedIn;
  });

  defineRoute(app, api.logout, async (request, reply) => {
    if (request.user) await deleteSession(db, request.user.tokenHash);
    clearSessionCookie(reply);
    return reply.status(204).send();
  });

  defineRoute(app, api.role, async (request, reply) => reply.type('text/plain; charset=utf-8').send(request.user.role));

  defineRoute(app, api.profile, async (request) => {
    const { name, email, role } = request.user;
    return { name, email, role };
  });

  /** A password changed with the old one: this session stays, the account's others end, its owner is told. */
  async function changePassword(
    request: FastifyRequest,
    reply: FastifyReply,
    { email, oldPassword, newPassword }: { email: string; oldPassword: string; newPassword: string },
  ) {
    const user = await checkPassword(app, request, reply, email, oldPassword);
    auditActor(request, user);
    auditNote(request, `Password of ${user.name} <${user.email}>`);
    await mustHaveFreshFactor(db, request, user.id);
    const own = request.user?.id === user.id ? request.user.tokenHash : undefined;
    await setPassword(db, user.id, newPassword, own);
    await sendPasswordChanged(app, user);
    return { message: feedbackMessages.resetPasswordSuccess };
  }

  defineRoute(app, api.resetPassword, (request, reply) => changePassword(request, reply, request.body));

  defineRoute(app, api.changeOwnPassword, (request, reply) =>
    changePassword(request, reply, { email: request.user.email, ...request.body }),
  );

  defineRoute(app, api.forgotPassword, async (request, reply) => {
    const { email } = request.body;
    await limitMail(database, reply, `forgot:address:${rateLimitAddress(request.ip)}`, mailRules.forgotPerAddress);
    await limitMail(database, reply, `forgot:email:${email}`, mailRules.forgotPerEmail);
    // The answer goes before the lookup and the mail, so neither its words nor its timing tell whether
    // the address has an account.
    void (async () => {
      const user = await findAccountByEmail(db, email);
      if (!user) return;
      await sendResetLink(app, user.id);
    })().catch((err: unknown) => request.log.error({ err }, 'sending a reset link failed'));
    return { message: feedbackMessages.forgotPasswordSent };
  });

  defineRoute(app, api.setPassword, async (request, reply) => {
    const used = await consumeAccountToken(db, request.body.token);
    if (!used) throw new HttpError(400, 'link_expired', feedbackMessages.linkExpired);
    await setPassword(db, used.userId, request.body.password);
    const user = await findAccount(db, used.userId);
    if (!user) throw new HttpError(400, 'link_expired', feedbackMessages.linkExpired);
    await forgetGuesses(database, request, user);
    if (used.purpose === 'reset') await sendPasswordChanged(app, user);
    // The link proved the address, so no password is asked again; a second factor still is (decision 102).
    const { signedIn } = await signIn(request, reply, user);
    return { message: feedbackMessages.passwordSet, ...signedIn };
  });

  await app.register(accountRoutes);
}
