import type { RequestOf } from '@lmr/shared/api-contract';
import { apiRoutes as api } from '@lmr/shared/api-routes';
import type { Account } from '@lmr/shared/accounts';
import { callApi } from '../../lib/api-client.ts';

export const login = (body: RequestOf<'login'>) => callApi(api.login, { body });
export const logoutCall = () => callApi(api.logout);
export const forgotPassword = (body: RequestOf<'forgotPassword'>) => callApi(api.forgotPassword, { body });
export const resetPassword = (body: RequestOf<'resetPassword'>) => callApi(api.resetPassword, { body });
export const setPassword = (body: RequestOf<'setPassword'>) => callApi(api.setPassword, { body });
export const registerAccount = (body: RequestOf<'register'>) => callApi(api.register, { body });

/** Where each role starts after logging in. */
export const landingFor = (role: string) => (role === 'admin' ? '/admin' : '/volunteer/profile');

// Plain objects, not queryOptions(): use-auth imports this module into every page's first download.
export const accountsQuery = {
  queryKey: ['accounts'] as const,
  queryFn: () => callApi(api.listAccounts),
};

const params = (a: Account) => ({ id: a.id });
/** An admin becomes a volunteer, a volunteer an admin. */
export const toggleRole = (a: Account) =>
  callApi(api.changeRole, { params: params(a), body: { role: a.role === 'admin' ? 'volunteer' : 'admin' } });
export const resendInvitation = (a: Account) => callApi(api.resendInvitation, { params: params(a) });
export const removeAccount = (a: Account) => callApi(api.removeAccount, { params: params(a) });
/** Removes someone else's second factors, so they add new ones at their next sign-in. */
export const resetSecondFactor = (a: Account) => callApi(api.resetSecondFactor, { params: params(a) });
