import type { Database } from '../../db/database.ts';
import { getSetting, setSetting, setSettingOnce } from '../settings/settings-repository.ts';
import { factorsOf } from './second-factor-repository.ts';

const ADMINS_MUST_USE = 'accounts.admins_must_use_second_factor';

/** Written once, at the first start of an installation (ADMIN_SECOND_FACTOR); the admins' setting afterwards. */
export const seedAdminsMustUseSecondFactor = (database: Database, on: boolean) =>
  setSettingOnce(database, ADMINS_MUST_USE, String(on));

export const adminsMustUseSecondFactor = async (database: Database) =>
  (await getSetting(database, ADMINS_MUST_USE)) !== 'false';

export const setAdminsMustUseSecondFactor = (database: Database, on: boolean) =>
  setSetting(database, ADMINS_MUST_USE, String(on));

/**
 * What a user must do after the password: pass a factor they have (`verify`), add one because admins must
 * (`enrol`), or nothing, with a suggestion to admins who may go without (`suggest`).
 */
export async function stepAfterPassword(database: Database, user: { id: string; role: string }) {
  const factors = await factorsOf(database.db, user.id);
  if (factors.any) return { next: 'verify' as const, pending: true, factors };
  if (user.role !== 'admin') return { next: undefined, pending: false, factors };
  const required = await adminsMustUseSecondFactor(database);
  return { next: required ? ('enrol' as const) : ('suggest' as const), pending: required, factors };
}
