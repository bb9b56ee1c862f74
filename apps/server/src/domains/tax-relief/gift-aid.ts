import type { z } from 'zod';
import type { declareRequest, recordDeclarationRequest } from '@lmr/shared/tax-relief';
import { giftAidWords as w } from '@lmr/shared/tax-relief-words';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { PHONE_CANCEL_DAYS } from './gift-aid-rules.ts';
import {
  cancelDeclaration,
  declarationById,
  givenGift,
  insertDeclaration,
  insertTiedDeclaration,
} from './tax-relief-repository.ts';
import { requireScheme } from './tax-relief-scheme.ts';

/* UK Gift Aid (decision 153): declarations as donors give them. What a claim lists is claimable-gifts.ts's. */

export const requireGiftAid = (db: Db) => requireScheme(db, 'uk-gift-aid', w.notUk);

/**
 * A donor declares online on Donate. Before giving, the gift carries the id answered (decision 163); after paying,
 * the declaration names the gift just given, which must be one given with the declaration's e-mail and carrying no
 * declaration yet (decision 166).
 */
export async function declare(db: Db, { giftId, ...declaration }: z.output<typeof declareRequest>) {
  await requireGiftAid(db);
  const row = { ...declaration, way: 'online' as const };
  if (!giftId) return { id: (await insertDeclaration(db, row)).id };
  if (!(await givenGift(db, giftId, declaration.email))) throw new HttpError(409, 'not_your_gift', w.notYourGift);
  const tied = await insertTiedDeclaration(db, { ...row, donationId: giftId });
  if (!tied) throw new HttpError(409, 'already_declared', w.giftDeclared);
  return { id: tied.id };
}

/** An admin records a declaration given in writing or by phone, on the day it was given. */
export async function recordDeclaration(
  db: Db,
  declaration: z.output<typeof recordDeclarationRequest>,
  adminId: string,
) {
  await requireGiftAid(db);
  const { madeOn, ...rest } = declaration;
  // At noon: on that date in the island's time, whatever the season's offset (as a gift an admin records).
  return insertDeclaration(db, { ...rest, madeAt: new Date(`${madeOn}T12:00:00Z`), recordedBy: adminId });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A declaration is cancelled from now on: gifts received before still count. A phone declaration cancelled within
 * 30 days of being made never had effect, so no gift under it is claimed.
 */
export async function cancel(db: Db, id: string, now = new Date()) {
  const found = await declarationById(db, id);
  if (!found) throw notFound(w.unknownDeclaration);
  const withinRight = found.way === 'phone' && now.getTime() - found.madeAt.getTime() <= PHONE_CANCEL_DAYS * DAY_MS;
  const cancelled = await cancelDeclaration(db, id, withinRight);
  if (!cancelled) throw new HttpError(409, 'already_cancelled', w.alreadyCancelled);
  return cancelled;
}
