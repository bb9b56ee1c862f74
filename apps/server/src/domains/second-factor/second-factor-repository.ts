import { and, asc, count, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { knownDevices, passkeys, recoveryCodes, totpAuthenticators } from '../../db/schema/index.ts';

/** Every query of the second factor: authenticator apps, passkeys, recovery codes and known devices. */

export const findTotp = async (db: Db, userId: string) =>
  (await db.select().from(totpAuthenticators).where(eq(totpAuthenticators.userId, userId)))[0];

/** Keeps a secret being set up beside the confirmed one, which goes on working until the new one is confirmed. */
export const savePendingTotp = (db: Db, userId: string, secret: string) =>
  db
    .insert(totpAuthenticators)
    .values({ userId, pendingSecret: secret, pendingSince: new Date() })
    .onConflictDoUpdate({
      target: totpAuthenticators.userId,
      set: { pendingSecret: secret, pendingSince: new Date() },
    });

export const confirmPendingTotp = (db: Db, userId: string, secret: string, timeStep: number) =>
  db
    .update(totpAuthenticators)
    .set({ secret, pendingSecret: null, pendingSince: null, lastTimeStep: timeStep, confirmedAt: new Date() })
    .where(and(eq(totpAuthenticators.userId, userId), eq(totpAuthenticators.pendingSecret, secret)))
    .returning({ userId: totpAuthenticators.userId });

/**
 * Takes a code's time step, once: a second request with a code of the same (or an earlier) step finds
 * nothing to update, even when both arrive at the same moment on different server processes.
 */
export async function claimTimeStep(db: Db, userId: string, timeStep: number) {
  const rows = await db
    .update(totpAuthenticators)
    .set({ lastTimeStep: timeStep })
    .where(
      and(
        eq(totpAuthenticators.userId, userId),
        isNotNull(totpAuthenticators.secret),
        lt(totpAuthenticators.lastTimeStep, timeStep),
      ),
    )
    .returning({ userId: totpAuthenticators.userId });
  return rows.length === 1;
}

export const removeTotp = (db: Db, userId: string) =>
  db
    .delete(totpAuthenticators)
    .where(and(eq(totpAuthenticators.userId, userId), isNotNull(totpAuthenticators.secret)))
    .returning({ userId: totpAuthenticators.userId });

export const listPasskeys = (db: Db, userId: string) =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));

/** False when the credential id is already registered (to this account or another): nothing is stored. */
export async function addPasskey(db: Db, passkey: typeof passkeys.$inferInsert) {
  const added = await db.insert(passkeys).values(passkey).onConflictDoNothing().returning({ id: passkeys.id });
  return added.length === 1;
}

export const usePasskey = (db: Db, id: string, counter: number) =>
  db.update(passkeys).set({ counter, lastUsedAt: new Date() }).where(eq(passkeys.id, id));

export const removePasskey = (db: Db, userId: string, id: string) =>
  db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning({ id: passkeys.id });

export const replaceRecoveryCodes = (db: Db, userId: string, hashes: string[]) =>
  db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  });

export const unusedRecoveryCodes = (db: Db, userId: string) =>
  db
    .select({ codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));

/** Marks a code used; false when another request used it first. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ codeHash: recoveryCodes.codeHash });
  return rows.length === 1;
}

/** What second factors an account has. */
export async function factorsOf(db: Db, userId: string) {
  const totp = await findTotp(db, userId);
  const keys = await listPasskeys(db, userId);
  const [codes] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  const authenticator = Boolean(totp?.secret);
  return { authenticator, passkeys: keys, recoveryCodesLeft: codes?.n ?? 0, any: authenticator || keys.length > 0 };
}

/** Removes every factor of an account (an admin's reset). */
export const resetFactors = (db: Db, userId: string) =>
  db.transaction(async (tx) => {
    await tx.delete(totpAuthenticators).where(eq(totpAuthenticators.userId, userId));
    await tx.delete(passkeys).where(eq(passkeys.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });

/**
 * Records a sign-in's browser and address. True when the owner should hear of it: the pair is new and the
 * account had signed in before (a first sign-in, just after choosing a password, needs no warning).
 */
export async function rememberDevice(db: Db, userId: string, userAgent: string, ip: string) {
  const ofUser = eq(knownDevices.userId, userId);
  const [seen] = await db.select({ n: count() }).from(knownDevices).where(ofUser);
  const added = await db
    .insert(knownDevices)
    .values({ userId, userAgent, ip })
    .onConflictDoNothing()
    .returning({ userId: knownDevices.userId });
  if (added.length === 0) {
    await db
      .update(knownDevices)
      .set({ lastSignInAt: new Date() })
      .where(and(ofUser, eq(knownDevices.userAgent, userAgent), eq(knownDevices.ip, ip)));
  }
  return added.length === 1 && (seen?.n ?? 0) > 0;
}
