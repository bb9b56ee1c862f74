import { asc, eq } from 'drizzle-orm';
import type { Account } from '@lmr/shared/schemas';
import type { Database } from '../db/database.ts';
import { accountTokens, users } from '../db/schema/index.ts';
import { hashPassword } from './passwords.ts';
import { deleteUserSessions } from './sessions.ts';

// Changes to who is admin run one at a time across server processes, so two admins demoting each other
// at once cannot leave the railway with none.
const ADMIN_CHANGE_LOCK = 7_270_100;

export type AdminChange = 'done' | 'not_found' | 'last_admin';

export async function listAccounts(database: Database): Promise<Account[]> {
  const rows = await database.db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, hash: users.passwordHash })
    .from(users)
    .orderBy(asc(users.name), asc(users.email));
  return rows.map(({ hash, ...a }) => ({ ...a, status: hash ? 'active' : 'invited' }));
}

export async function findAccount(database: Database, id: string) {
  const [row] = await database.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Creates an account; null when the e-mail address is taken. */
export async function createAccount(
  database: Database,
  input: { name: string; email: string; role: string; password?: string },
) {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const [row] = await database.db
    .insert(users)
    .values({ name: input.name, email: input.email, role: input.role, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

/**
 * Applies a change that might remove an admin (demotion or removal), unless it would leave no admin.
 * `change` gets the account's current role and runs under the lock.
 */
async function guardedAdminChange(
  database: Database,
  id: string,
  removesAdmin: (role: string) => boolean,
  change: (query: Parameters<Parameters<Database['withLock']>[1]>[0]) => Promise<unknown>,
): Promise<AdminChange> {
  return database.withLock(ADMIN_CHANGE_LOCK, async (query) => {
    const { rows } = await query<{ role: string }>('SELECT role FROM users WHERE id = $1', [id]);
    const account = rows[0];
    if (!account) return 'not_found';
    if (removesAdmin(account.role)) {
      const admins = await query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE role = 'admin'");
      if (admins.rows[0]!.n <= 1) return 'last_admin';
    }
    await change(query);
    return 'done';
  });
}

export const changeRole = (database: Database, id: string, role: string) =>
  guardedAdminChange(
    database,
    id,
    (current) => current === 'admin' && role !== 'admin',
    (query) => query('UPDATE users SET role = $1, updated_at = now() WHERE id = $2', [role, id]),
  );

/** Removes an account; its sessions and links go with it (ON DELETE CASCADE), so it is logged out at once. */
export const removeAccount = (database: Database, id: string) =>
  guardedAdminChange(
    database,
    id,
    (current) => current === 'admin',
    (query) => query('DELETE FROM users WHERE id = $1', [id]),
  );

/** Sets a new password and ends every session of the user but `keepTokenHash` (the one making the change). */
/**
 * Sets a password, however it is set (invitation link, reset link, profile): every other outstanding
 * invitation and reset link of the account stops working, and every session but `keepTokenHash` ends.
 */
export async function setPassword(database: Database, userId: string, password: string, keepTokenHash?: string) {
  const passwordHash = await hashPassword(password);
  await database.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
  });
  await deleteUserSessions(database.db, userId, keepTokenHash);
}
