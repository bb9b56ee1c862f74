import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { feedbackMessages } from '@lmr/shared/messages';
import { HttpError, notFound } from '../../../http-error.ts';
import { sendInvitation } from '../../../domains/accounts/account-mail.ts';
import { createAccount, listAccounts } from '../../../domains/accounts/accounts.ts';
import {
  type AdminChange,
  changeRole,
  findAccount,
  removeAccount,
} from '../../../domains/accounts/accounts-repository.ts';
import { limitMail, mailRules } from '../../../domains/sessions/login-throttle.ts';
import { defineRoute } from '../../define-route.ts';
import { adminsMustUseSecondFactor } from '../../../domains/second-factor/second-factor-policy.ts';
import { requireSecondFactorAgain } from '../../../domains/sessions/sessions-repository.ts';
import { auditNote } from '../../../domains/audit/audit-plugin.ts';

function answer(result: AdminChange, message: string) {
  if (result === 'not_found') throw notFound('That account no longer exists.');
  if (result === 'last_admin') throw new HttpError(409, 'last_admin', feedbackMessages.lastAdmin);
  return { message };
}

/** Registering people and looking after their accounts: admins only (declared in the API contract). */
export default async function accountRoutes(app: FastifyInstance) {
  const { database } = app;

  defineRoute(app, api.register, async (request, reply) => {
    auditNote(request, `Account ${request.body.email} (${request.body.role})`);
    await limitMail(database, reply, `invite:admin:${request.user.id}`, mailRules.invitationsPerAdmin);
    const account = await createAccount(database.db, request.body);
    if (!account) {
      throw new HttpError(409, 'email_taken', feedbackMessages.emailTaken, { email: feedbackMessages.emailTaken });
    }
    // Given a password (the spec's payload carries one), the account is ready; otherwise the person
    // chooses one through the invitation link.
    if (!account.passwordHash) await sendInvitation(app, account.id);
    return reply.status(201).send({ message: feedbackMessages.registerSuccess });
  });

  defineRoute(app, api.listAccounts, async () => listAccounts(database.db));

  defineRoute(app, api.changeRole, async (request) => {
    auditNote(request, `Account ${request.params.id} to ${request.body.role}`);
    const result = answer(
      await changeRole(database.db, request.params.id, request.body.role),
      feedbackMessages.roleChanged,
    );
    // A new admin's open sessions pass the second factor (or add one) before their next admin call.
    if (request.body.role === 'admin' && (await adminsMustUseSecondFactor(database))) {
      await requireSecondFactorAgain(database.db, request.params.id);
    }
    return result;
  });

  defineRoute(app, api.removeAccount, async (request) => {
    auditNote(request, `Account ${request.params.id}`);
    return answer(await removeAccount(database.db, request.params.id), feedbackMessages.accountRemoved);
  });

  defineRoute(app, api.resendInvitation, async (request, reply) => {
    const account = await findAccount(database.db, request.params.id);
    if (!account) throw notFound('That account no longer exists.');
    auditNote(request, `Account ${account.email}`);
    if (account.passwordHash) throw new HttpError(409, 'already_active', feedbackMessages.invitationNotNeeded);
    await limitMail(database, reply, `invite:admin:${request.user.id}`, mailRules.invitationsPerAdmin);
    await limitMail(database, reply, `invite:account:${account.id}`, mailRules.invitationsPerAccount);
    await sendInvitation(app, account.id);
    return { message: feedbackMessages.invitationResent };
  });
}
