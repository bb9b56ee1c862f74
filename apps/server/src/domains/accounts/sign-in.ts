import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { feedbackMessages } from '@lmr/shared/messages';
import { HttpError } from '../../http-error.ts';
import { countPasswordAttempt } from '../sessions/login-throttle.ts';
import { sendLoginsPaused } from './account-mail.ts';
import { findAccountByEmail } from './accounts-repository.ts';
import { verifyPassword } from './passwords.ts';

const invalidCredentials = () => new HttpError(401, 'invalid_credentials', feedbackMessages.loginFailed);

/**
 * Checks e-mail and password with the same work and the same answer whether or not the e-mail exists;
 * the account when they match.
 */
export async function checkPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  password: string,
) {
  const { database } = app;
  const attempt = await countPasswordAttempt(database, request, reply, email, async (minutes) => {
    const owner = await findAccountByEmail(database.db, email);
    if (owner) await sendLoginsPaused(app, owner, minutes);
  });
  const user = await findAccountByEmail(database.db, email);
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok) {
    await attempt.failed();
    throw invalidCredentials();
  }
  await attempt.succeeded();
  return user;
}
