import { randomBytes } from 'node:crypto';
import { passwordMeetsRule } from '@lmr/shared/validation';
import type { Db } from '../../db/database.ts';
import { anyAdminExists, upsertAdmin } from './accounts-repository.ts';
import { hashPassword } from './passwords.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@laxeyminesrailway.example';

function generatePassword(): string {
  for (;;) {
    const candidate = randomBytes(15).toString('base64url');
    if (passwordMeetsRule(candidate)) return candidate;
  }
}

/**
 * Makes sure an admin exists: the one configured, or one with a generated password that is returned
 * so it can be shown once. Nobody else can become admin without an admin.
 */
export async function ensureAdmin(
  db: Db,
  configured?: { email: string; password: string },
): Promise<{ email: string; password?: string } | null> {
  if (await anyAdminExists(db)) return null;
  const email = (configured?.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const password = configured?.password ?? generatePassword();
  await upsertAdmin(db, email, await hashPassword(password));
  return configured ? { email } : { email, password };
}
