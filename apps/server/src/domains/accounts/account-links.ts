import type { Db } from '../../db/database.ts';
import type { TokenPurpose } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../sessions/tokens.ts';
import { replaceLink, takeLink } from './accounts-repository.ts';

/** How long each kind of e-mailed link works. */
const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  invitation: 72 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/** Makes a new link token for a user; any earlier link of the same kind stops working. */
export async function issueAccountToken(db: Db, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = newToken();
  await replaceLink(db, {
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** Uses up a link token, once. Expired or unknown tokens give null. */
export const consumeAccountToken = (db: Db, token: string) => takeLink(db, hashToken(token));
