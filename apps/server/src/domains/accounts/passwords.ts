import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id: the package's enum is a const enum, which isolated modules cannot import.
const ARGON2ID = 2;

// OWASP's minimum for argon2id: 19 MiB of memory, 2 passes, 1 lane.
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

// Checked against when the e-mail is unknown, so a failed login takes as long either way.
const dummyHash = hashPassword('not-a-real-password-Aa1');

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
