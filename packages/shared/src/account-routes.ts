import { call } from './route-declaration.ts';

/** Signing in and out, one's own account, passwords, and the admins' list of accounts (accounts.ts). */
export const accountRoutes = {
  login: call({ method: 'POST', path: '/api/login', access: 'public', summary: 'Log in' }),
  logout: call({ method: 'POST', path: '/api/logout', access: 'public', summary: 'Log out' }),
  role: call({ method: 'GET', path: '/api/role', access: 'user', summary: 'The role as plain text', text: true }),
  profile: call({ method: 'GET', path: '/api/profile', access: 'user', summary: 'The logged-in user' }),
  register: call({
    method: 'POST',
    path: '/api/register',
    access: 'admin',
    summary: 'Register a user',
  }),
  resetPassword: call({
    method: 'POST',
    path: '/api/reset-password',
    access: 'public',
    summary: 'Change a password with the old one',
    audited: true,
  }),
  forgotPassword: call({
    method: 'POST',
    path: '/api/forgot-password',
    access: 'public',
    summary: 'E-mail a one-hour link to choose a new password',
  }),
  setPassword: call({
    method: 'POST',
    path: '/api/set-password',
    access: 'public',
    summary: 'Choose a password with the token of an invitation or reset link',
  }),
  listAccounts: call({ method: 'GET', path: '/api/accounts', access: 'admin', summary: 'Every account' }),
  changeRole: call({
    method: 'PUT',
    path: '/api/accounts/:id/role',
    access: 'admin',
    summary: "Change an account's role",
  }),
  resendInvitation: call({
    method: 'POST',
    path: '/api/accounts/:id/invitation',
    access: 'admin',
    summary: 'Send the invitation again, with a new link',
  }),
  removeAccount: call({
    method: 'DELETE',
    path: '/api/accounts/:id',
    access: 'admin',
    summary: 'Remove an account and end its sessions',
  }),
} as const;
