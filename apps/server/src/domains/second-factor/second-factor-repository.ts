import { and, asc, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { knownDevices, passkeys, recoveryCodes, totpAuthenticators } from '../../db/schema/index.ts';
import {
  authenticatorKeysOf,
  isSealedWithCurrent,
  openSecret,
  sealSecret,
  UnreadableSecret,
} from './authenticator-keys.ts';

/**
 * Every query of the second factor: authenticator apps, passkeys, recovery codes and known devices.
 * Authenticator secrets go in sealed and come out in clear (authenticator-keys.ts).
 */

export async function findTotp(db: Db, userId: string) {
  const [row] = await db.select().from(totpAuthenticators).where(eq(totpAuthenticators.userId, userId));
  if (!row) return undefined;
  const keys = authenticatorKeysOf(db);
  const open = (stored: string | null) => (stored === null ? null : openSecret(keys, userId, stored));
  return { ...row, secret: open(row.secret), pendingSecret: open(row.pendingSecret) };
}

/** Keeps a secret being set up beside the confirmed one, which goes on working until the new one is confirmed. */
export function savePendingTotp(db: Db, userId: string, secret: string) {
  const pendingSecret = sealSecret(authenticatorKeysOf(db), userId, secret);
  return db
    .insert(totpAuthenticators)
    .values({ userId, pendingSecret, pendingSince: new Date() })
    .onConflictDoUpdate({ target: totpAuthenticators.userId, set: { pendingSecret, pendingSince: new Date() } });
}

/** Makes the pending secret the confirmed one, if it is still `secret` (another set-up may have replaced it). */
export async function confirmPendingTotp(db: Db, userId: string, secret: string, timeStep: number) {
  const [row] = await db
    .select({ pendingSecret: totpAuthenticators.pendingSecret })
    .from(totpAuthenticators)
    .where(eq(totpAuthenticators.userId, userId));
  const sealed = row?.pendingSecret;
  if (!sealed || openSecret(authenticatorKeysOf(db), userId, sealed) !== secret) return [];
  return db
    .update(totpAuthenticators)
    .set({ secret: sealed, pendingSecret: null, pendingSince: null, lastTimeStep: timeStep, confirmedAt: new Date() })
    .where(and(eq(totpAuthenticators.userId, userId), eq(totpAuthenticators.pendingSecret, sealed)))
    .returning({ userId: totpAuthenticators.userId });
}

/**
 * Seals every authenticator secret with the current key: those stored in clear before secrets were sealed,
 * and those sealed with an older key. A row changed meanwhile (by a request, or another server starting) is
 * left as that change made it. `unreadable`: secrets no key of this server opens.
 */
export async function resealTotpSecrets(db: Db) {
  const keys = authenticatorKeysOf(db);
  const { userId, secret, pendingSecret } = totpAuthenticators;
  const rows = await db
    .select({ userId, secret, pendingSecret })
    .from(totpAuthenticators)
    .where(or(isNotNull(secret), isNotNull(pendingSecret)));
  const stale = (stored: string | null) => stored !== null && !isSealedWithCurrent(keys, stored);
  let resealed = 0;
  let unreadable = 0;
  for (const row of rows.filter((r) => stale(r.secret) || stale(r.pendingSecret))) {
    const reseal = (stored: string | null) =>
      stale(stored) ? sealSecret(keys, row.userId, openSecret(keys, row.userId, stored!)) : stored;
    try {
      const changed = await db
        .update(totpAuthenticators)
        .set({ secret: reseal(row.secret), pendingSecret: reseal(row.pendingSecret) })
        .where(
          and(
            eq(userId, row.userId),
            sql`${secret} IS NOT DISTINCT FROM ${row.secret}`,
            sql`${pendingSecret} IS NOT DISTINCT FROM ${row.pendingSecret}`,
          ),
        )
        .returning({ userId });
      resealed += changed.length;
    } catch (err) {
      if (!(err instanceof UnreadableSecret)) throw err;
      unreadable += 1;
    }
  }
  return { resealed, unreadable };
}

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
  // Whether a secret is there, not what it is: the status still answers when no key of this server opens it.
  const [totp] = await db
    .select({ secret: totpAuthenticators.secret })
    .from(totpAuthenticators)
    .where(eq(totpAuthenticators.userId, userId));
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
