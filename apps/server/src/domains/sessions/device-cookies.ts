import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { deviceCookies, users } from '../../db/schema/index.ts';
import { signInCookieOptions } from './sign-in-cookies.ts';
import { hashToken, newToken } from './tokens.ts';

/**
 * OWASP's device cookie: a browser that has signed in to an account (password and second factor) is known to
 * it, and keeps its own allowance of guesses while the account refuses unknown browsers (login-throttle.ts).
 * The cookie holds a random token; the database keeps its hash, once per account it stands for.
 */
const DEVICE_COOKIE = 'lmr_device';

/** A browser stays known to an account for this long after it last signed in to it. */
const KNOWN_FOR_MS = 180 * 24 * 60 * 60 * 1000;

const stillKnown = () => gt(deviceCookies.lastSignInAt, new Date(Date.now() - KNOWN_FOR_MS));

/** The id of this browser's standing with the account, when the browser has signed in to it; else undefined. */
export async function knownBrowser(db: Db, request: FastifyRequest, account: { email: string } | { userId: string }) {
  const token = request.cookies[DEVICE_COOKIE];
  if (!token) return undefined;
  const ofAccount = 'email' in account ? eq(users.email, account.email) : eq(users.id, account.userId);
  const [row] = await db
    .select({ id: deviceCookies.id })
    .from(deviceCookies)
    .innerJoin(users, eq(users.id, deviceCookies.userId))
    .where(and(eq(deviceCookies.tokenHash, hashToken(token)), ofAccount, stillKnown()));
  return row?.id;
}

/**
 * After a complete sign-in: the browser gets a fresh token that stands for this account and for the others it
 * had signed in to. A new token each time, so a token planted in the browser beforehand is worth nothing.
 */
export async function rememberBrowser(db: Db, request: FastifyRequest, reply: FastifyReply, userId: string) {
  const token = newToken();
  const tokenHash = hashToken(token);
  const earlier = request.cookies[DEVICE_COOKIE];
  await db.transaction(async (tx) => {
    if (earlier)
      await tx
        .update(deviceCookies)
        .set({ tokenHash })
        .where(eq(deviceCookies.tokenHash, hashToken(earlier)));
    await tx
      .insert(deviceCookies)
      .values({ tokenHash, userId })
      .onConflictDoUpdate({
        target: [deviceCookies.tokenHash, deviceCookies.userId],
        set: { lastSignInAt: new Date() },
      });
    await tx.delete(deviceCookies).where(lt(deviceCookies.lastSignInAt, new Date(Date.now() - KNOWN_FOR_MS)));
  });
  reply.setCookie(DEVICE_COOKIE, token, {
    ...signInCookieOptions(request),
    path: '/api',
    httpOnly: true,
    maxAge: KNOWN_FOR_MS / 1000,
  });
}
