import { z } from 'zod';
import { noContent, ok } from './answer-shapes.ts';
import { accountParams, messageResponse } from './schemas.ts';
import { currentPasswordField, requiredText } from './validation.ts';

/** How many recovery codes a user is given at a time. */
export const RECOVERY_CODE_COUNT = 10;

/** How long a sign-in or a confirmation lets a session change how its user signs in (route `recentConfirmation`). */
export const CONFIRMATION_MINUTES = 10;

export const secondFactorMessages = {
  required: 'Please finish signing in with your second factor.',
  codeWrong: 'That code did not work. Check it and try again.',
  codeFormat: 'Enter the 6 digits your authenticator app shows.',
  recoveryCodeRequired: 'Enter one of your recovery codes.',
  passkeyFailed: 'The passkey could not be checked. Try again, or use another way.',
  passkeyTaken: 'That passkey is already registered on this site. Add a different one.',
  passkeyNameRequired: 'Give the passkey a name, such as the device it is on.',
  nothingToPass: 'This session has already passed its second factor.',
  noSetupStarted: 'Start setting up the authenticator again: its secret has expired.',
  keepOneFactor: 'Admins must keep a second factor. Add another one before removing this one.',
  noFactor: 'Add a passkey or an authenticator app first.',
  sessionNotFound: 'That device is no longer signed in.',
  reset: 'Their second factor has been reset and every device of theirs signed out.',
  settingsSaved: 'Security settings saved.',
  confirmationRequired: `Confirm it is you first: changing how you sign in needs your password or a second factor from the last ${CONFIRMATION_MINUTES} minutes.`,
  factorConfirmationRequired: `This account uses a second factor: confirm it is you with your passkey or authenticator app to change its password.`,
  factorSignInRequired: `This account uses a second factor: log in with it, then change the password here within ${CONFIRMATION_MINUTES} minutes.`,
  passwordWrong: 'That password is not right.',
  confirmationCancelled: 'Not changed: it was not confirmed that it is you.',
  codesCopied: 'The recovery codes are copied. Paste them somewhere safe.',
  codesNotCopied: 'This browser would not copy them: download or print them, or write them down.',
} as const;

/** What a login, and the status call, tell the browser to do next. */
export const secondFactorNext = z.enum(['verify', 'enrol', 'suggest']);
export type SecondFactorNext = z.infer<typeof secondFactorNext>;

export const totpCodeRequest = z.object({
  code: z
    .string({ error: secondFactorMessages.codeFormat })
    .trim()
    .regex(/^\d{6}$/, secondFactorMessages.codeFormat),
});

export const recoveryCodeRequest = z.object({
  code: requiredText(40, secondFactorMessages.recoveryCodeRequired),
});

/** A WebAuthn response as @simplewebauthn/browser produces it; @simplewebauthn/server checks every field. */
const webAuthnJson = z.record(z.string(), z.unknown());

export const passkeyVerifyRequest = z.object({ response: webAuthnJson });
export const addPasskeyRequest = z.object({
  name: requiredText(60, secondFactorMessages.passkeyNameRequired),
  response: webAuthnJson,
});
/** Confirming it is you before a change to how you sign in: one of the ways, named by `method`. */
export const confirmIdentityRequest = z.discriminatedUnion('method', [
  z.object({ method: z.literal('password'), password: currentPasswordField }),
  z.object({ method: z.literal('authenticator'), code: totpCodeRequest.shape.code }),
  z.object({ method: z.literal('passkey'), response: webAuthnJson }),
]);

export const passkeyParams = z.object({ id: z.string().min(1).max(1400) });
export const sessionParams = z.object({ id: z.uuid({ error: 'Unknown device.' }) });

export const webAuthnOptionsResponse = webAuthnJson;

export const secondFactorStatus = z.object({
  /** This session has yet to pass (verify) or must first add a factor (enrol); null once passed. */
  next: secondFactorNext.nullable(),
  /** Whether the site asks this account for a second factor at every sign-in. */
  required: z.boolean(),
  authenticator: z.boolean(),
  passkeys: z.array(
    z.object({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() }),
  ),
  recoveryCodesLeft: z.number().int(),
});

export const totpSetupResponse = z.object({
  secret: z.string(),
  uri: z.string(),
  /** The URI drawn as a QR code, an SVG document. */
  qrSvg: z.string(),
});

/** Given when the first factor is added (and when asked for new ones): shown once. */
export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export const factorAddedResponse = z.object({ recoveryCodes: z.array(z.string()).optional() });

export const deviceSchema = z.object({
  id: z.string(),
  browser: z.string(),
  address: z.string(),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});

export const securitySettings = z.object({ adminsMustUseSecondFactor: z.boolean() });

/** The request schemas of the second factor calls (spread into the contract's). */
export const secondFactorSchemas = {
  verifyTotp: { body: totpCodeRequest },
  verifyRecoveryCode: { body: recoveryCodeRequest },
  verifyPasskey: { body: passkeyVerifyRequest },
  confirmTotpSetup: { body: totpCodeRequest },
  confirmIdentity: { body: confirmIdentityRequest },
  addPasskey: { body: addPasskeyRequest },
  removePasskey: { params: passkeyParams },
  endSession: { params: sessionParams },
  saveSecuritySettings: { body: securitySettings },
  resetSecondFactor: { params: accountParams },
};

/** The second factor calls' answers (spread into the contract's). */
export const secondFactorResponses = {
  secondFactorStatus: { answer: ok(secondFactorStatus) },
  verifyTotp: { answer: noContent, refusals: [409 as const, 429 as const] },
  verifyRecoveryCode: { answer: noContent, refusals: [409 as const, 429 as const] },
  passkeySignInOptions: { answer: ok(webAuthnOptionsResponse), refusals: [409 as const] },
  verifyPasskey: { answer: noContent, refusals: [409 as const, 429 as const] },
  startTotpSetup: { answer: ok(totpSetupResponse) },
  confirmTotpSetup: { answer: ok(factorAddedResponse), refusals: [409 as const, 429 as const] },
  removeTotp: { answer: noContent, refusals: [404 as const, 409 as const] },
  passkeyRegistrationOptions: { answer: ok(webAuthnOptionsResponse) },
  addPasskey: { answer: ok(factorAddedResponse), refusals: [409 as const] },
  removePasskey: { answer: noContent, refusals: [404 as const, 409 as const] },
  newRecoveryCodes: { answer: ok(recoveryCodesResponse), refusals: [409 as const] },
  confirmIdentity: { answer: noContent, refusals: [429 as const] },
  confirmIdentityPasskeyOptions: { answer: ok(webAuthnOptionsResponse), refusals: [409 as const] },
  listSessions: { answer: ok(z.array(deviceSchema)) },
  endSession: { answer: noContent, refusals: [404 as const] },
  endOtherSessions: { answer: noContent },
  resetSecondFactor: { answer: ok(messageResponse), refusals: [404 as const, 409 as const] },
  securitySettings: { answer: ok(securitySettings) },
  saveSecuritySettings: { answer: ok(messageResponse) },
};
