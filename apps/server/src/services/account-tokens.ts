import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { accountTokens, type TokenPurpose } from '../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';

/** How long each kind of e-mailed link works. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  invitation: 72 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/** Makes a new link token for a user; any earlier link of the same kind stops working. */
export async function issueAccountToken(db: Db, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.delete(accountTokens).where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)));
    await tx.insert(accountTokens).values({
      tokenHash: hashToken(token),
      userId,
      purpose,
      expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
    });
  });
  return token;
}

/**
 * Uses up a link token: one DELETE finds and removes it, so two requests racing with the same link
 * cannot both succeed. Expired or unknown tokens give null.
 */
export async function consumeAccountToken(
  db: Db,
  token: string,
): Promise<{ userId: string; purpose: TokenPurpose } | null> {
  const [row] = await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), gt(accountTokens.expiresAt, new Date())))
    .returning({ userId: accountTokens.userId, purpose: accountTokens.purpose });
  return row ?? null;
}
