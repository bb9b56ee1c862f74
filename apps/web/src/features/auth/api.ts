import type { RequestOf } from '@lmr/shared/api-contract';
import { accountRoutes } from '@lmr/shared/account-routes';
import { secondFactorRoutes } from '@lmr/shared/second-factor-routes';
import type { Account } from '@lmr/shared/accounts';
import { callApi } from '../../lib/api-client.ts';

export const login = (body: RequestOf<'login'>) => callApi(accountRoutes.login, { body });
export const logoutCall = () => callApi(accountRoutes.logout);
export const forgotPassword = (body: RequestOf<'forgotPassword'>) => callApi(accountRoutes.forgotPassword, { body });
export const resetPassword = (body: RequestOf<'resetPassword'>) => callApi(accountRoutes.resetPassword, { body });
export const setPassword = (body: RequestOf<'setPassword'>) => callApi(accountRoutes.setPassword, { body });
export const registerAccount = (body: RequestOf<'register'>) => callApi(accountRoutes.register, { body });

/** Where each role starts after logging in. */
export const landingFor = (role: string) => (role === 'admin' ? '/admin' : '/volunteer/profile');

// Plain objects, not queryOptions(): use-auth imports this module into every page's first download.
export const accountsQuery = {
  queryKey: ['accounts'] as const,
  queryFn: () => callApi(accountRoutes.listAccounts),
};

const params = (a: Account) => ({ id: a.id });
/** An admin becomes a volunteer, a volunteer an admin. */
export const toggleRole = (a: Account) =>
  callApi(accountRoutes.changeRole, { params: params(a), body: { role: a.role === 'admin' ? 'volunteer' : 'admin' } });
export const resendInvitation = (a: Account) => callApi(accountRoutes.resendInvitation, { params: params(a) });
export const removeAccount = (a: Account) => callApi(accountRoutes.removeAccount, { params: params(a) });
/** Removes someone else's second factors, so they add new ones at their next sign-in. */
export const resetSecondFactor = (a: Account) => callApi(secondFactorRoutes.resetSecondFactor, { params: params(a) });
