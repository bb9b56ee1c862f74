import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { secondFactorMessages as m } from '@lmr/shared/second-factor';
import { auditNote } from '../../../domains/audit/audit-plugin.ts';
import { newAuthenticatorSecret, timeStepOfCode } from '../../../domains/second-factor/authenticator-codes.ts';
import {
  checkAuthenticatorCode,
  checkPasskeyAnswer,
  passkeyChallenge,
  wrongCode as wrong,
} from '../../../domains/second-factor/factor-answers.ts';
import { registrationOptions, verifiedRegistration } from '../../../domains/second-factor/passkeys.ts';
import { tellOwnerOfChange } from '../../../domains/second-factor/devices.ts';
import { findMatchingHash, hashRecoveryCode, newRecoveryCodes } from '../../../domains/second-factor/recovery-codes.ts';
import * as repo from '../../../domains/second-factor/second-factor-repository.ts';
import { adminsMustUseSecondFactor } from '../../../domains/second-factor/second-factor-policy.ts';
import { HttpError, notFound } from '../../../http-error.ts';
import { countCodeAttempt } from '../../../domains/sessions/login-throttle.ts';
import {
  passSecondFactor,
  setWebAuthnChallenge,
  takeWebAuthnChallenge,
} from '../../../domains/sessions/sessions-repository.ts';
import { defineRoute } from '../../define-route.ts';
import adminRoutes from './admin.ts';
import confirmIdentityRoutes from './confirm-identity.ts';
import deviceRoutes from './devices.ts';
import type { SignedInRequest } from '../../../domains/sessions/signed-in-request.ts';

/** A setup secret not confirmed within this long must be started again. */
const SETUP_MS = 15 * 60 * 1000;

/** Passing, adding and removing second factors: each call declares itself in second-factor-routes.ts. */
export default async function secondFactorRoutes(app: FastifyInstance) {
  const { database } = app;
  const { db } = database;
  const { publicUrl } = app.config;

  async function pass(request: SignedInRequest) {
    await passSecondFactor(db, request.user.tokenHash);
    request.user.secondFactorPending = false;
  }

  function mustBePending(request: SignedInRequest) {
    if (!request.user.secondFactorPending) throw new HttpError(409, 'already_passed', m.nothingToPass);
  }

  /** Before its second factor is passed, a session may add one only to an account that has none (enrolment). */
  async function mayAddFactor(request: SignedInRequest) {
    const factors = await repo.factorsOf(db, request.user.id);
    if (request.user.secondFactorPending && factors.any) {
      throw new HttpError(401, 'second_factor_required', m.required);
    }
    return factors;
  }

  /** The first factor of an account comes with its recovery codes, and passes an enrolling session. */
  async function factorAdded(request: SignedInRequest, hadFactor: boolean) {
    const recoveryCodes = hadFactor ? undefined : newRecoveryCodes();
    if (recoveryCodes) await repo.replaceRecoveryCodes(db, request.user.id, recoveryCodes.map(hashRecoveryCode));
    if (request.user.secondFactorPending) await pass(request);
    return recoveryCodes ? { recoveryCodes } : {};
  }

  /** Admins keep at least one factor while the site requires it; the last one gone takes the recovery codes. */
  async function mayRemoveFactor(request: SignedInRequest, remainingAfter: number) {
    if (remainingAfter > 0) return;
    if (request.user.role === 'admin' && (await adminsMustUseSecondFactor(database))) {
      throw new HttpError(409, 'keep_second_factor', m.keepOneFactor);
    }
  }

  defineRoute(app, api.secondFactorStatus, async (request) => {
    const { id, role, secondFactorPending } = request.user;
    const factors = await repo.factorsOf(db, id);
    const required = factors.any || (role === 'admin' && (await adminsMustUseSecondFactor(database)));
    return {
      next: secondFactorPending ? (factors.any ? ('verify' as const) : ('enrol' as const)) : null,
      required,
      authenticator: factors.authenticator,
      passkeys: factors.passkeys.map((p) => ({
        id: p.id,
        name: p.name,
        createdAt: p.createdAt.toISOString(),
        lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
      })),
      recoveryCodesLeft: factors.recoveryCodesLeft,
    };
  });

  defineRoute(app, api.verifyTotp, async (request, reply) => {
    mustBePending(request);
    await checkAuthenticatorCode(database, request, reply, request.body.code);
    await pass(request);
    auditNote(request, 'Authenticator app');
    return reply.status(204).send();
  });

  defineRoute(app, api.verifyRecoveryCode, async (request, reply) => {
    mustBePending(request);
    const attempt = await countCodeAttempt(database, request, reply);
    const stored = await repo.unusedRecoveryCodes(db, request.user.id);
    const match = findMatchingHash(
      hashRecoveryCode(request.body.code),
      stored.map((r) => r.codeHash),
    );
    if (!match || !(await repo.useRecoveryCode(db, request.user.id, match))) throw wrong(m.codeWrong);
    await attempt.succeeded();
    await pass(request);
    auditNote(request, `Recovery code (${stored.length - 1} left)`);
    return reply.status(204).send();
  });

  defineRoute(app, api.passkeySignInOptions, async (request) => {
    mustBePending(request);
    return passkeyChallenge(database, publicUrl, request.user);
  });

  defineRoute(app, api.verifyPasskey, async (request, reply) => {
    mustBePending(request);
    const used = await checkPasskeyAnswer(database, publicUrl, request, reply, request.body.response);
    await pass(request);
    auditNote(request, `Passkey “${used.name}”`);
    return reply.status(204).send();
  });

  defineRoute(app, api.startTotpSetup, async (request) => {
    await mayAddFactor(request);
    const setup = await newAuthenticatorSecret(request.user.email);
    await repo.savePendingTotp(db, request.user.id, setup.secret);
    return setup;
  });

  defineRoute(app, api.confirmTotpSetup, async (request, reply) => {
    const factors = await mayAddFactor(request);
    const attempt = await countCodeAttempt(database, request, reply);
    const totp = await repo.findTotp(db, request.user.id);
    const secret = totp?.pendingSecret;
    if (!secret || !totp.pendingSince || Date.now() - totp.pendingSince.getTime() > SETUP_MS) {
      throw new HttpError(409, 'no_setup', m.noSetupStarted);
    }
    const step = await timeStepOfCode(secret, request.body.code, 0);
    if (step === null) throw wrong(m.codeWrong);
    await repo.confirmPendingTotp(db, request.user.id, secret, step);
    await attempt.succeeded();
    await tellOwnerOfChange(app, request, { kind: 'authenticator-added' });
    return factorAdded(request, factors.any);
  });

  defineRoute(app, api.removeTotp, async (request, reply) => {
    const factors = await repo.factorsOf(db, request.user.id);
    if (!factors.authenticator) throw notFound('There is no authenticator app to remove.');
    await mayRemoveFactor(request, factors.passkeys.length);
    await repo.removeTotp(db, request.user.id);
    if (factors.passkeys.length === 0) await repo.resetFactors(db, request.user.id);
    await tellOwnerOfChange(app, request, { kind: 'authenticator-removed' });
    return reply.status(204).send();
  });

  defineRoute(app, api.passkeyRegistrationOptions, async (request) => {
    await mayAddFactor(request);
    const keys = await repo.listPasskeys(db, request.user.id);
    const options = await registrationOptions(publicUrl, request.user, keys);
    await setWebAuthnChallenge(db, request.user.tokenHash, options.challenge);
    return options as unknown as Record<string, unknown>;
  });

  defineRoute(app, api.addPasskey, async (request) => {
    const factors = await mayAddFactor(request);
    const challenge = await takeWebAuthnChallenge(db, request.user.tokenHash);
    const passkey = challenge && (await verifiedRegistration(publicUrl, challenge, request.body.response));
    if (!passkey) throw new HttpError(400, 'passkey_failed', m.passkeyFailed);
    if (!(await repo.addPasskey(db, { ...passkey, userId: request.user.id, name: request.body.name }))) {
      throw new HttpError(409, 'passkey_taken', m.passkeyTaken);
    }
    auditNote(request, `Passkey “${request.body.name}”`);
    await tellOwnerOfChange(app, request, { kind: 'passkey-added', name: request.body.name });
    return factorAdded(request, factors.any);
  });

  defineRoute(app, api.removePasskey, async (request, reply) => {
    const factors = await repo.factorsOf(db, request.user.id);
    const passkey = factors.passkeys.find((p) => p.id === request.params.id);
    if (!passkey) throw notFound('There is no such passkey.');
    await mayRemoveFactor(request, factors.passkeys.length - 1 + Number(factors.authenticator));
    await repo.removePasskey(db, request.user.id, passkey.id);
    if (factors.passkeys.length === 1 && !factors.authenticator) await repo.resetFactors(db, request.user.id);
    auditNote(request, `Passkey “${passkey.name}”`);
    await tellOwnerOfChange(app, request, { kind: 'passkey-removed', name: passkey.name });
    return reply.status(204).send();
  });

  defineRoute(app, api.newRecoveryCodes, async (request) => {
    const factors = await repo.factorsOf(db, request.user.id);
    if (!factors.any) throw new HttpError(409, 'no_second_factor', m.noFactor);
    const recoveryCodes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(db, request.user.id, recoveryCodes.map(hashRecoveryCode));
    await tellOwnerOfChange(app, request, { kind: 'recovery-codes' });
    return { recoveryCodes };
  });

  await app.register(confirmIdentityRoutes);
  await app.register(deviceRoutes);
  await app.register(adminRoutes);
}
