import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { secondFactorMessages as m } from '@lmr/shared/second-factor';
import { auditNote } from '../../../domains/audit/audit-plugin.ts';
import {
  adminsMustUseSecondFactor,
  setAdminsMustUseSecondFactor,
} from '../../../domains/second-factor/second-factor-policy.ts';
import { resetFactors } from '../../../domains/second-factor/second-factor-repository.ts';
import { HttpError, notFound } from '../../../http-error.ts';
import { sendSecondFactorReset } from '../../../domains/accounts/account-mail.ts';
import { findAccount } from '../../../domains/accounts/accounts-repository.ts';
import { deleteUserSessions } from '../../../domains/sessions/sessions-repository.ts';
import { defineRoute } from '../../define-route.ts';

/** What admins do about other people's second factors and the site's rule. */
export default async function secondFactorAdminRoutes(app: FastifyInstance) {
  const { database } = app;

  defineRoute(app, api.resetSecondFactor, async (request) => {
    const account = await findAccount(database.db, request.params.id);
    if (!account) throw notFound('That account no longer exists.');
    auditNote(request, `Second factor of ${account.name} <${account.email}>`);
    // Another admin resets: one who lost their own factor cannot vouch for themselves.
    if (account.id === request.user.id) {
      throw new HttpError(409, 'own_account', 'Another admin must reset your second factor.');
    }
    await resetFactors(database.db, account.id);
    await deleteUserSessions(database.db, account.id);
    await sendSecondFactorReset(app, account, request.user.name);
    return { message: m.reset };
  });

  defineRoute(app, api.securitySettings, async () => ({
    adminsMustUseSecondFactor: await adminsMustUseSecondFactor(database),
  }));

  defineRoute(app, api.saveSecuritySettings, async (request) => {
    auditNote(request, `Admins must use a second factor: ${request.body.adminsMustUseSecondFactor ? 'on' : 'off'}`);
    await setAdminsMustUseSecondFactor(database, request.body.adminsMustUseSecondFactor);
    return { message: m.settingsSaved };
  });
}
