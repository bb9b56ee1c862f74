import { randomInt, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@lmr/shared/second-factor';
import { hashToken } from '../sessions/tokens.ts';

// Letters and digits nobody mistakes for each other when copying from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes of 10 characters (about 50 bits each), written as two groups of five. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export const hashRecoveryCode = (code: string) => hashToken(code.toLowerCase().replace(/[\s-]/g, ''));

/**
 * The stored hash that equals the typed code's, compared in constant time against every one of them (no early
 * exit), so the answer's timing tells nothing about how close a guess came.
 */
export function findMatchingHash(typedHash: string, storedHashes: string[]): string | undefined {
  const typed = Buffer.from(typedHash, 'hex');
  let found: string | undefined;
  for (const stored of storedHashes) {
    const candidate = Buffer.from(stored, 'hex');
    if (candidate.length === typed.length && timingSafeEqual(candidate, typed)) found = stored;
  }
  return found;
}
