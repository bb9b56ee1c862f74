import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';

/** A session ends after this long without use, and after ABSOLUTE_MS whatever happens (README). */
export const IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: string;
  tokenHash: string;
  /** The session's own id, as the devices list names it. */
  sessionId: string;
  /** Signed in with a password but not yet through the second factor: only second-factor calls are allowed. */
  secondFactorPending: boolean;
  /** When the session last showed it is its user (sign-in, password or factor again), and by a factor only. */
  confirmedAt: Date | null;
  factorConfirmedAt: Date | null;
}

/** Where a sign-in came from: shown in the devices list, and compared to earlier ones for the new-device mail. */
export interface SignInPlace {
  userAgent: string;
  ip: string;
}

/** Starts a session for a user who has given their password; the token goes in the cookie, never in the database. */
export async function createSession(
  db: Db,
  userId: string,
  {
    userAgent = '',
    ip = '',
    secondFactorPending = false,
  }: Partial<SignInPlace> & { secondFactorPending?: boolean } = {},
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + ABSOLUTE_MS),
    userAgent,
    ip,
    secondFactorPending,
    // The password was just given: a fresh sign-in counts as a confirmation.
    confirmedAt: new Date(),
  });
  return token;
}

export async function findSessionUser(db: Db, token: string, ip: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      lastSeenAt: sessions.lastSeenAt,
      sessionId: sessions.id,
      secondFactorPending: sessions.secondFactorPending,
      confirmedAt: sessions.confirmedAt,
      factorConfirmedAt: sessions.factorConfirmedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  if (!row) return null;
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  if (idleFor > IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (idleFor > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now, ip }).where(eq(sessions.tokenHash, tokenHash));
  }
  const { lastSeenAt: _, ...user } = row;
  return { ...user, tokenHash };
}

export const deleteSession = (db: Db, tokenHash: string) =>
  db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));

/** Ends every session of a user, but the one given (the user's own, after a password change); the ids of those ended. */
export const deleteUserSessions = (db: Db, userId: string, keepTokenHash?: string) =>
  db
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.id });

/** The columns a confirmation sets: a second factor counts as a password too. */
function confirmedNow(by: 'password' | 'factor') {
  const now = new Date();
  return by === 'factor' ? { confirmedAt: now, factorConfirmedAt: now } : { confirmedAt: now };
}

/** The session has passed its second factor: from now on it may make every call its role allows. */
export const passSecondFactor = (db: Db, tokenHash: string) =>
  db
    .update(sessions)
    .set({ secondFactorPending: false, webauthnChallenge: null, ...confirmedNow('factor') })
    .where(eq(sessions.tokenHash, tokenHash));

/** The session's user has shown again that it is them (confirmIdentity). */
export const confirmSession = (db: Db, tokenHash: string, by: 'password' | 'factor') =>
  db.update(sessions).set(confirmedNow(by)).where(eq(sessions.tokenHash, tokenHash));

/** Sessions of a user that must pass the second factor again (a promotion to admin). */
export const requireSecondFactorAgain = (db: Db, userId: string) =>
  db.update(sessions).set({ secondFactorPending: true }).where(eq(sessions.userId, userId));

export const setWebAuthnChallenge = (db: Db, tokenHash: string, challenge: string) =>
  db.update(sessions).set({ webauthnChallenge: challenge }).where(eq(sessions.tokenHash, tokenHash));

/** The challenge of this session's passkey ceremony, usable once. */
export async function takeWebAuthnChallenge(db: Db, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ challenge: sessions.webauthnChallenge })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row?.challenge) return undefined;
  const taken = await db
    .update(sessions)
    .set({ webauthnChallenge: null })
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.webauthnChallenge, row.challenge)))
    .returning({ userId: sessions.userId });
  return taken.length === 1 ? row.challenge : undefined;
}

/** A user's live sessions, most recently used first: the devices list. */
export const listUserSessions = (db: Db, userId: string) =>
  db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt));

/** Ends one session of a user, named by its id: where it was used from, or undefined when it was not theirs or had ended. */
export async function deleteUserSession(db: Db, userId: string, id: string) {
  const [ended] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .returning({ userAgent: sessions.userAgent, ip: sessions.ip });
  return ended;
}
