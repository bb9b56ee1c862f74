import { railwayToday } from '@lmr/shared/timetable';
import { taxYearDays, taxYearOf } from '@lmr/shared/tax-years';
import type { Db, Tx } from '../../db/database.ts';
import type { GiftSource } from '../../db/schema/index.ts';
import { claimedSoFar, giftKey } from './gift-aid-claims-repository.ts';
import { admissionQualifies, declarationCovers } from './gift-aid-rules.ts';
import { type DeclarationRow, declarationsOf, giftAidAdmissions, giftAidDonations } from './tax-relief-repository.ts';

/*
 * What a Gift Aid claim lists (decisions 153, 159, 162): each gift received in its period that a declaration covers
 * and no claim has listed, at what the donor finally gave; and an adjustment for each gift claimed before and
 * refunded since, or whose phone declaration was cancelled within its 30 days, by the amount over-claimed.
 */

interface Gift {
  source: GiftSource;
  id: string;
  email: string;
  createdAt: Date;
  receivedAt: Date;
  /** What Gift Aid may be claimed on now: what is left after refunds, or nothing. */
  claimablePence: number;
}

export interface ClaimLine {
  source: GiftSource;
  giftId: string;
  declaration: DeclarationRow;
  receivedOn: string;
  amountPence: number;
}

export interface Adjustment {
  source: GiftSource;
  giftId: string;
  /** Negative: what was claimed on the gift beyond what may be claimed now. */
  amountPence: number;
}

export interface ClaimDraft {
  from: string;
  to: string;
  lines: ClaimLine[];
  adjustments: Adjustment[];
}

/**
 * Every gift, with what is claimable on it now. A donation: what is left after its refunds (nothing once refunded
 * whole). A booking with Gift Aid on admission: what is left, if that is still at least 10% above the standard
 * price of the tickets, which a part refund leaves with the buyer (decision 162).
 */
async function gifts(db: Db | Tx): Promise<Gift[]> {
  const donations = (await giftAidDonations(db)).map((d) => ({
    source: 'donation' as const,
    ...d,
    claimablePence: d.state === 'received' ? d.amountPence - d.refundedPence : 0,
  }));
  const admissions = (await giftAidAdmissions(db)).map((o) => {
    const kept = o.amountPence - o.refundedPence;
    const claimable = o.state === 'paid' && admissionQualifies(kept, o.standardPence!);
    return { source: 'order' as const, ...o, claimablePence: claimable ? kept : 0 };
  });
  return [...donations, ...admissions]
    .map((g) => ({ ...g, email: g.email!, receivedAt: g.receivedAt! }))
    .sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
}

/**
 * A gift claimed under a phone declaration cancelled within its 30 days (decision 166): that declaration never had
 * effect, so unless another declaration covers the gift, it was never declared and its claim is given back. A gift
 * whose declarations are gone (erased after their six years) is left as claimed.
 */
function neverDeclared(gift: Gift, declarations: DeclarationRow[]) {
  const made = declarations.filter((d) => d.email === gift.email && declarationCovers({ ...d, void: false }, gift));
  return made.length > 0 && made.every((d) => d.void);
}

/** What a claim made now for the days from one to another (the railway's calendar) would list, oldest first. */
export async function claimDraft(db: Db | Tx, from: string, to: string): Promise<ClaimDraft> {
  // One after the other: in a transaction both run on its one connection.
  const all = await gifts(db);
  const claimed = await claimedSoFar(db);
  const unclaimed = all.filter((g) => {
    const day = railwayToday(g.receivedAt);
    return day >= from && day <= to && g.claimablePence > 0 && !claimed.has(giftKey(g.source, g.id));
  });
  const claimedGifts = all.filter((g) => claimed.has(giftKey(g.source, g.id)));
  const emails = [...new Set([...unclaimed, ...claimedGifts].map((g) => g.email))];
  const declarations = emails.length ? await declarationsOf(db, emails) : [];
  const lines = unclaimed.flatMap((gift) => {
    const declaration = declarations.find((d) => d.email === gift.email && declarationCovers(d, gift));
    const { source, id: giftId, receivedAt, claimablePence: amountPence } = gift;
    return declaration ? [{ source, giftId, declaration, receivedOn: railwayToday(receivedAt), amountPence }] : [];
  });
  const adjustments = claimedGifts.flatMap((gift) => {
    const { source, id } = gift;
    const before = claimed.get(giftKey(source, id))!;
    const now = neverDeclared(gift, declarations) ? 0 : gift.claimablePence;
    return now < before ? [{ source, giftId: id, amountPence: now - before }] : [];
  });
  return { from, to, lines, adjustments };
}

const totalOf = (items: { amountPence: number }[]) => items.reduce((sum, i) => sum + i.amountPence, 0);

/** A draft's figures, as the admin is asked to confirm them: the gifts, their total, and what is given back. */
export const draftFigures = (draft: ClaimDraft) => ({
  from: draft.from,
  to: draft.to,
  gifts: draft.lines.length,
  totalPence: totalOf(draft.lines),
  adjustmentPence: -totalOf(draft.adjustments),
});

/** A claim's period as asked: to today, from the first day of the tax year it ends in, unless given. */
export function claimPeriod(asked: { from?: string; to?: string }) {
  const to = asked.to ?? railwayToday();
  return { from: asked.from ?? taxYearDays(taxYearOf(to)).first, to };
}
