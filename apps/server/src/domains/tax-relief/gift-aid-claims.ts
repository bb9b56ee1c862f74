import type { ClaimFigures, GiftAidClaim } from '@lmr/shared/gift-aid-claims';
import { giftAidClaimWords as w } from '@lmr/shared/gift-aid-claim-words';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { claimDraft, draftFigures } from './claimable-gifts.ts';
import { claimSchedule } from './claim-schedule.ts';
import {
  type ClaimRow,
  claimById,
  insertClaim,
  lockClaims,
  markSubmitted,
  withdrawClaim,
} from './gift-aid-claims-repository.ts';
import { requireGiftAid } from './gift-aid.ts';

/*
 * Gift Aid claims made (decision 162). Making one marks the gifts it lists, under a lock and a unique index, so
 * that no gift is ever claimed twice; its file is kept, so that it downloads again as it was made.
 */

/** A claim as the admin sees it (its file is downloaded on its own). */
export const shownClaim = (c: Omit<ClaimRow, 'file'>): GiftAidClaim => ({
  id: c.id,
  number: c.number,
  from: c.fromDay,
  to: c.toDay,
  gifts: c.gifts,
  totalPence: c.totalPence,
  adjustmentPence: c.adjustmentPence,
  state: c.withdrawnAt ? 'withdrawn' : c.submittedAt ? 'submitted' : 'made',
  madeAt: c.madeAt.toISOString(),
});

/** What a claim made now for the period would list, in figures. */
export async function previewClaim(db: Db, from: string, to: string) {
  await requireGiftAid(db);
  return draftFigures(await claimDraft(db, from, to));
}

const counted = ({ gifts, totalPence, adjustmentPence }: ClaimFigures) => ({ gifts, totalPence, adjustmentPence });
const sameFigures = (a: ClaimFigures, b: ClaimFigures) =>
  a.gifts === b.gifts && a.totalPence === b.totalPence && a.adjustmentPence === b.adjustmentPence;

/**
 * Makes a claim for the figures the admin confirmed: one at a time (a second admin's waits, and then finds the
 * gifts claimed, so its figures differ and nothing is made).
 */
export async function makeClaim(db: Db, asked: ClaimFigures, adminId: string) {
  await requireGiftAid(db);
  return db.transaction(async (tx) => {
    await lockClaims(tx);
    const draft = await claimDraft(tx, asked.from, asked.to);
    const figures = draftFigures(draft);
    if (!sameFigures(figures, asked)) throw new HttpError(409, 'claim_changed', w.changed);
    if (figures.gifts === 0 && figures.adjustmentPence === 0)
      throw new HttpError(409, 'nothing_to_claim', w.nothingToClaim);
    const lines = [
      ...draft.lines.map(({ source, giftId, amountPence }) => ({ source, giftId, amountPence })),
      ...draft.adjustments.map((a) => ({ ...a, adjustment: true })),
    ];
    const made = await insertClaim(
      tx,
      { ...counted(figures), fromDay: draft.from, toDay: draft.to, file: claimSchedule(draft), madeBy: adminId },
      lines,
    );
    return shownClaim(made);
  });
}

export async function claimFile(db: Db, id: string) {
  const claim = await claimById(db, id);
  if (!claim) throw notFound(w.unknownClaim);
  return claim;
}

async function changed(db: Db, id: string, change: (db: Db, id: string) => Promise<ClaimRow | undefined>) {
  const row = await change(db, id);
  if (row) return shownClaim(row);
  if (!(await claimById(db, id))) throw notFound(w.unknownClaim);
  throw new HttpError(409, 'claim_closed', w.notOpen);
}

export const submitClaim = (db: Db, id: string) => changed(db, id, markSubmitted);
export const withdraw = (db: Db, id: string) => changed(db, id, withdrawClaim);
