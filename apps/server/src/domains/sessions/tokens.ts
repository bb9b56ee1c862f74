import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, safe in a URL or a cookie. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as this hash: a leaked table holds nothing that logs anybody in. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
