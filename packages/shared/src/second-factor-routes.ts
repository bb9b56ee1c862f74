import { call } from './route-declaration.ts';

/**
 * The second factor's calls and the user's devices. `secondFactorStep` marks the only calls a session that has
 * not passed its second factor may make (the auth hook refuses every other call that needs a user); `audited`
 * puts a user's call in the audit log whoever makes it, as an admin's changes are.
 */
export const secondFactorRoutes = {
  secondFactorStatus: call({
    method: 'GET',
    path: '/api/second-factor',
    access: 'user',
    summary: 'Which second factors the user has, and whether this session still has to pass one',
    secondFactorStep: true,
  }),
  verifyTotp: call({
    method: 'POST',
    path: '/api/second-factor/totp/verify',
    access: 'user',
    summary: 'Pass the second factor with an authenticator code',
    secondFactorStep: true,
    audited: true,
  }),
  verifyRecoveryCode: call({
    method: 'POST',
    path: '/api/second-factor/recovery-code/verify',
    access: 'user',
    summary: 'Pass the second factor with a recovery code (each works once)',
    secondFactorStep: true,
    audited: true,
  }),
  passkeySignInOptions: call({
    method: 'POST',
    path: '/api/second-factor/passkey/options',
    access: 'user',
    summary: 'A challenge for signing in with a passkey',
    secondFactorStep: true,
  }),
  verifyPasskey: call({
    method: 'POST',
    path: '/api/second-factor/passkey/verify',
    access: 'user',
    summary: 'Pass the second factor with a passkey',
    secondFactorStep: true,
    audited: true,
  }),
  startTotpSetup: call({
    method: 'POST',
    path: '/api/second-factor/totp/setup',
    access: 'user',
    summary: 'A new authenticator secret to scan, kept until it is confirmed',
    secondFactorStep: true,
  }),
  confirmTotpSetup: call({
    method: 'POST',
    path: '/api/second-factor/totp',
    access: 'user',
    summary: 'Add the authenticator app, confirmed by one of its codes',
    secondFactorStep: true,
    audited: true,
  }),
  removeTotp: call({
    method: 'DELETE',
    path: '/api/second-factor/totp',
    access: 'user',
    summary: 'Remove the authenticator app',
    audited: true,
  }),
  passkeyRegistrationOptions: call({
    method: 'POST',
    path: '/api/second-factor/passkeys/options',
    access: 'user',
    summary: 'A challenge for adding a passkey',
    secondFactorStep: true,
  }),
  addPasskey: call({
    method: 'POST',
    path: '/api/second-factor/passkeys',
    access: 'user',
    summary: 'Add a passkey',
    secondFactorStep: true,
    audited: true,
  }),
  removePasskey: call({
    method: 'DELETE',
    path: '/api/second-factor/passkeys/:id',
    access: 'user',
    summary: 'Remove a passkey',
    audited: true,
  }),
  newRecoveryCodes: call({
    method: 'POST',
    path: '/api/second-factor/recovery-codes',
    access: 'user',
    summary: 'Ten new recovery codes, shown once; the old ones stop working',
    audited: true,
  }),
  listSessions: call({ method: 'GET', path: '/api/sessions', access: 'user', summary: 'The devices signed in' }),
  endSession: call({
    method: 'DELETE',
    path: '/api/sessions/:id',
    access: 'user',
    summary: 'Sign one device out',
    audited: true,
  }),
  endOtherSessions: call({
    method: 'DELETE',
    path: '/api/sessions',
    access: 'user',
    summary: 'Sign out every other device',
    audited: true,
  }),
  resetSecondFactor: call({
    method: 'DELETE',
    path: '/api/accounts/:id/second-factor',
    access: 'admin',
    summary: "Reset someone's second factor and end their sessions",
  }),
  securitySettings: call({
    method: 'GET',
    path: '/api/admin/security-settings',
    access: 'admin',
    summary: 'Whether admins must use a second factor',
  }),
  saveSecuritySettings: call({
    method: 'PUT',
    path: '/api/admin/security-settings',
    access: 'admin',
    summary: 'Set whether admins must use a second factor',
  }),
} as const;
