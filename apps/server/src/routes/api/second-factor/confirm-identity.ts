import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { secondFactorMessages as m } from '@lmr/shared/second-factor';
import { auditNote } from '../../../domains/audit/audit-plugin.ts';
import { checkPassword } from '../../../domains/accounts/sign-in.ts';
import {
  checkAuthenticatorCode,
  checkPasskeyAnswer,
  passkeyChallenge,
} from '../../../domains/second-factor/factor-answers.ts';
import { factorsOf } from '../../../domains/second-factor/second-factor-repository.ts';
import { confirmSession } from '../../../domains/sessions/sessions-repository.ts';
import { HttpError } from '../../../http-error.ts';
import { defineRoute } from '../../define-route.ts';
import type { SignedInRequest } from '../../../domains/sessions/signed-in-request.ts';

/**
 * Confirming it is you before changing how you sign in (the `recentConfirmation` calls; decision 076): the
 * password, an authenticator code or a passkey, each counted against the throttle of its kind. Recovery codes
 * are for a lost factor, not for this: the password does the same without using one up.
 */
export default async function confirmIdentityRoutes(app: FastifyInstance) {
  const { database } = app;
  const { publicUrl } = app.config;

  /** A session that owes its factor passes it with the verify calls; only one adding its first factor confirms here. */
  async function mayConfirm(request: SignedInRequest) {
    if (request.user.secondFactorPending && (await factorsOf(database.db, request.user.id)).any) {
      throw new HttpError(401, 'second_factor_required', m.required);
    }
  }

  defineRoute(app, api.confirmIdentityPasskeyOptions, async (request) => {
    await mayConfirm(request);
    return passkeyChallenge(database, publicUrl, request.user);
  });

  defineRoute(app, api.confirmIdentity, async (request, reply) => {
    await mayConfirm(request);
    const user = request.user;
    const answer = request.body;
    if (answer.method === 'password') {
      await checkPassword(app, request, reply, user.email, answer.password).catch((err: unknown) => {
        // Said of the password field alone: the e-mail address is the session's own.
        if (err instanceof HttpError && err.code === 'invalid_credentials') {
          throw new HttpError(400, 'password_wrong', m.passwordWrong, { password: m.passwordWrong });
        }
        throw err;
      });
      auditNote(request, 'Password');
    } else if (answer.method === 'authenticator') {
      await checkAuthenticatorCode(database, request, reply, answer.code);
      auditNote(request, 'Authenticator app');
    } else {
      const used = await checkPasskeyAnswer(database, publicUrl, request, reply, answer.response);
      auditNote(request, `Passkey “${used.name}”`);
    }
    await confirmSession(database.db, user.tokenHash, answer.method === 'password' ? 'password' : 'factor');
    return reply.status(204).send();
  });
}
