import type { Account } from '@lmr/shared/accounts';
import type { Db } from '../../db/database.ts';
import { deleteUserSessions } from '../sessions/sessions-repository.ts';
import { insertAccount, listAccountRows, updatePasswordHash } from './accounts-repository.ts';
import { hashPassword } from './passwords.ts';

export async function listAccounts(db: Db): Promise<Account[]> {
  const rows = await listAccountRows(db);
  return rows.map(({ hash, ...a }) => ({ ...a, status: hash ? 'active' : 'invited' }));
}

/** Creates an account; null when the e-mail address is taken. */
export async function createAccount(db: Db, input: { name: string; email: string; role: string; password?: string }) {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return insertAccount(db, { name: input.name, email: input.email, role: input.role, passwordHash });
}

/**
 * Sets a password, however it is set (invitation link, reset link, profile): every other outstanding
 * invitation and reset link of the account stops working, and every session but `keepTokenHash` ends.
 */
export async function setPassword(db: Db, userId: string, password: string, keepTokenHash?: string) {
  await updatePasswordHash(db, userId, await hashPassword(password));
  await deleteUserSessions(db, userId, keepTokenHash);
}
