import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { odsMedia } from '@lmr/shared/tax-relief';
import { auditNote } from '../../../domains/audit/audit-plugin.ts';
import { claimPeriod } from '../../../domains/tax-relief/claimable-gifts.ts';
import {
  claimFile,
  makeClaim,
  previewClaim,
  shownClaim,
  submitClaim,
  withdraw,
} from '../../../domains/tax-relief/gift-aid-claims.ts';
import { listClaims } from '../../../domains/tax-relief/gift-aid-claims-repository.ts';
import { defineRoute } from '../../define-route.ts';

/** Gift Aid claims made (decision 162): each marks its gifts, and its file downloads again as it was made. */
export function giftAidClaimRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const named = (c: { number: number; gifts: number; from: string; to: string }) =>
    `claim ${c.number}: ${c.gifts} gifts received from ${c.from} to ${c.to}`;

  defineRoute(app, api.giftAidClaimPreview, async (request) => {
    const { from, to } = claimPeriod(request.query);
    return previewClaim(db, from, to);
  });

  defineRoute(app, api.giftAidClaims, async () => ({ claims: (await listClaims(db)).map(shownClaim) }));

  defineRoute(app, api.makeGiftAidClaim, async (request, reply) => {
    const made = await makeClaim(db, request.body, request.user.id);
    auditNote(request, named(made));
    return reply.status(201).send(made);
  });

  defineRoute(app, api.giftAidClaimFile, async (request, reply) => {
    const claim = await claimFile(db, request.params.id);
    auditNote(request, named(shownClaim(claim)));
    return reply
      .type(odsMedia)
      .header('content-disposition', `attachment; filename="gift-aid-claim-${claim.number}.ods"`)
      .send(claim.file);
  });

  defineRoute(app, api.submitGiftAidClaim, async (request) => {
    const claim = await submitClaim(db, request.params.id);
    auditNote(request, named(claim));
    return claim;
  });

  defineRoute(app, api.withdrawGiftAidClaim, async (request) => {
    const claim = await withdraw(db, request.params.id);
    auditNote(request, named(claim));
    return claim;
  });
}
