import type { z } from 'zod';
import type { declareRequest, recordDeclarationRequest } from '@lmr/shared/tax-relief';
import { giftAidWords as w } from '@lmr/shared/tax-relief-words';
import { railwayToday } from '@lmr/shared/timetable';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { admissionQualifies, declarationCovers, PHONE_CANCEL_DAYS } from './gift-aid-rules.ts';
import {
  type DeclarationRow,
  cancelDeclaration,
  declarationById,
  declarationsFor,
  insertDeclaration,
  paidAdmissions,
  receivedGifts,
} from './tax-relief-repository.ts';
import { requireScheme } from './tax-relief-scheme.ts';

/* UK Gift Aid (decision 153): declarations as donors give them, and the gifts a claim may list. */

export const requireGiftAid = (db: Db) => requireScheme(db, 'uk-gift-aid', w.notUk);

/** A donor declares online, with a gift on Donate: the gift carries the id answered (decision 163). */
export async function declare(db: Db, declaration: z.output<typeof declareRequest>) {
  await requireGiftAid(db);
  const { id } = await insertDeclaration(db, { ...declaration, way: 'online' });
  return { id };
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

export interface ClaimLine {
  declaration: DeclarationRow;
  receivedOn: string;
  amountPence: number;
}

interface Payment {
  /** The gift's id, or the booking's: what a "this gift" declaration names. */
  id: string;
  email: string | null;
  receivedAt: Date | null;
  amountPence: number;
}

/**
 * The payments that are gifts: each gift received, and each booking paid with Gift Aid on admission at least 10%
 * above the standard fare offered beside it, the whole payment being the gift (decision 159).
 */
async function giftPayments(db: Db): Promise<Payment[]> {
  const gifts = await receivedGifts(db);
  const admissions = (await paidAdmissions(db)).filter((a) => admissionQualifies(a.amountPence, a.standardPence!));
  return [...gifts, ...admissions].sort((a, b) => a.receivedAt!.getTime() - b.receivedAt!.getTime());
}

/** The gifts received from one day to another (the railway's calendar) that a declaration covers, oldest first. */
export async function claimableGifts(db: Db, from: string, to: string): Promise<ClaimLine[]> {
  const gifts = (await giftPayments(db)).filter((g) => {
    const day = railwayToday(g.receivedAt!);
    return day >= from && day <= to;
  });
  const declarations = gifts.length ? await declarationsFor(db, gifts) : [];
  return gifts.flatMap((gift) => {
    const received = { id: gift.id, receivedAt: gift.receivedAt! };
    const declaration = declarations.find(
      (d) => (d.scope === 'this-gift' || d.email === gift.email) && declarationCovers(d, received),
    );
    return declaration
      ? [{ declaration, receivedOn: railwayToday(gift.receivedAt!), amountPence: gift.amountPence }]
      : [];
  });
}
