import { and, asc, count, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { accountTokens, type TokenPurpose, users } from '../../db/schema/index.ts';

// Changes to who is admin run one at a time across server processes, so two admins demoting each other
// at once cannot leave the railway with none.
export const ADMIN_CHANGE_LOCK = 7_270_100;

export type AdminChange = 'done' | 'not_found' | 'last_admin';

export const listAccountRows = (db: Db) =>
  db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, hash: users.passwordHash })
    .from(users)
    .orderBy(asc(users.name), asc(users.email));

export async function findAccount(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Everyone's name and address, for the roster's lists. */
export const accountNamesAndEmails = (db: Db) =>
  db.select({ id: users.id, name: users.name, email: users.email }).from(users).orderBy(asc(users.name));

/** The accounts that can sign in: those whose holder has chosen a password (an invitation not yet taken cannot). */
export async function activeAccountIds(db: Db) {
  const rows = await db.select({ id: users.id }).from(users).where(isNotNull(users.passwordHash));
  return new Set(rows.map((r) => r.id));
}

export async function accountExists(db: Db, id: string) {
  return (await db.select({ id: users.id }).from(users).where(eq(users.id, id))).length > 0;
}

/** The admins' names and addresses, by name: whom the roster names and mails. */
export const adminContacts = (db: Db) =>
  db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.name));

/** The admins' names, for the roster's "whom to tell". */
export const adminNames = async (db: Db) => (await adminContacts(db)).map((a) => a.name);

export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** Null when the e-mail address is taken. */
export async function insertAccount(
  db: Db,
  account: { name: string; email: string; role: string; passwordHash: string | null },
) {
  const [row] = await db.insert(users).values(account).onConflictDoNothing({ target: users.email }).returning();
  return row ?? null;
}

export async function anyAdminExists(db: Db) {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return rows.length > 0;
}

/** Makes the account with this address an admin with this password hash, creating it if need be. */
export async function upsertAdmin(db: Db, email: string, passwordHash: string) {
  await db
    .insert(users)
    .values({ email, name: 'Administrator', role: 'admin', passwordHash })
    .onConflictDoUpdate({ target: users.email, set: { role: 'admin' } });
}

/**
 * Applies a change that might remove an admin (demotion or removal), unless it would leave no admin.
 * The transaction-scoped advisory lock is raw SQL (decision 002): Drizzle has no form for it.
 */
function unlessLastAdmin(
  db: Db,
  id: string,
  removesAdmin: (role: string) => boolean,
  change: (tx: Tx) => Promise<unknown>,
): Promise<AdminChange> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
    const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id));
    if (!account) return 'not_found';
    if (removesAdmin(account.role)) {
      const [admins] = await tx.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
      if (admins!.n <= 1) return 'last_admin';
    }
    await change(tx);
    return 'done';
  });
}

export const changeRole = (db: Db, id: string, role: string) =>
  unlessLastAdmin(
    db,
    id,
    (current) => current === 'admin' && role !== 'admin',
    (tx) => tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)),
  );

/** Its sessions and links go with it (ON DELETE CASCADE). */
export const removeAccount = (db: Db, id: string) =>
  unlessLastAdmin(
    db,
    id,
    (current) => current === 'admin',
    (tx) => tx.delete(users).where(eq(users.id, id)),
  );

/**
 * Removes the volunteer accounts with these (normalised) e-mails, at the person's request to be erased; their duties
 * and sessions go with them (ON DELETE CASCADE). An admin's account stays: another admin removes it in Accounts.
 */
export const removeVolunteerAccounts = (db: Db | Tx, emails: string[]) =>
  db.delete(users).where(and(inArray(sql`lower(${users.email})`, emails), ne(users.role, 'admin')));

/** A new password hash; every outstanding invitation and reset link of the account stops working. */
export async function updatePasswordHash(db: Db, userId: string, passwordHash: string) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
  });
}

/** Stores a link's token hash in place of any earlier link of the same kind. */
export async function replaceLink(
  db: Db,
  link: { tokenHash: string; userId: string; purpose: TokenPurpose; expiresAt: Date },
) {
  await db.transaction(async (tx) => {
    await tx
      .delete(accountTokens)
      .where(and(eq(accountTokens.userId, link.userId), eq(accountTokens.purpose, link.purpose)));
    await tx.insert(accountTokens).values(link);
  });
}

/** One DELETE finds and removes an unexpired link, so two requests racing with it cannot both have it. */
export async function takeLink(db: Db, tokenHash: string) {
  const [row] = await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), gt(accountTokens.expiresAt, new Date())))
    .returning({ userId: accountTokens.userId, purpose: accountTokens.purpose });
  return row ?? null;
}
