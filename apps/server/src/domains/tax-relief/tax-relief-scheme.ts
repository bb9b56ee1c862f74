import type { TaxReliefScheme } from '@lmr/shared/site-content';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { publishedSettings } from '../content/site-content-service.ts';
import { trustOf } from '../content/site-content-service.ts';

/** The scheme an installation follows (a Site setting, the Isle of Man's by default), and who the charity is. */
export async function taxRelief(db: Db) {
  const settings = await publishedSettings(db);
  return {
    scheme: settings?.taxRelief ?? 'isle-of-man',
    charity: trustOf(settings),
  };
}

/** Refuses a call of the other scheme with 409 and the words that say which one this railway follows. */
export async function requireScheme(db: Db, scheme: TaxReliefScheme, refusal: string) {
  const relief = await taxRelief(db);
  if (relief.scheme !== scheme) throw new HttpError(409, 'other_tax_relief', refusal);
  return relief;
}
