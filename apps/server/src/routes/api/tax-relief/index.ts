import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { odsMedia } from '@lmr/shared/tax-relief';
import { declarationWayNames } from '@lmr/shared/tax-relief-words';
import { limitPerIpAndAddress } from '../../../domains/abuse/form-abuse.ts';
import { rateLimitAddress } from '../../../domains/abuse/client-address.ts';
import { enforceRateLimit } from '../../../domains/abuse/rate-limit.ts';
import { auditNote } from '../../../domains/audit/audit-plugin.ts';
import { adminStatement, linkedStatement } from '../../../domains/tax-relief/annual-statement.ts';
import { claimSchedule } from '../../../domains/tax-relief/claim-schedule.ts';
import { mailPhoneRecord } from '../../../domains/tax-relief/phone-declaration-mail.ts';
import { claimDraft, claimPeriod } from '../../../domains/tax-relief/claimable-gifts.ts';
import { cancel, declare, recordDeclaration, requireGiftAid } from '../../../domains/tax-relief/gift-aid.ts';
import { type DeclarationRow, listDeclarations } from '../../../domains/tax-relief/tax-relief-repository.ts';
import { taxRelief } from '../../../domains/tax-relief/tax-relief-scheme.ts';
import { defineRoute } from '../../define-route.ts';
import { giftAidClaimRoutes } from './gift-aid-claims.ts';

const HOUR = 60 * 60 * 1000;
/** A declaration is made with a gift: limited as Donate's gifts are. */
const declarerLimits = { ip: { limit: 10, windowMs: HOUR }, address: { limit: 5, windowMs: HOUR } };
/** A statement link is 128 random bits; the limit keeps a stranger from trying many. */
const statementLinkLimit = { limit: 30, windowMs: HOUR };

const shown = ({
  recordedBy: _admin,
  donationId: _gift,
  bookingOrderId: _booking,
  madeAt,
  cancelledAt,
  ...d
}: DeclarationRow) => ({
  ...d,
  madeAt: madeAt.toISOString(),
  cancelledAt: cancelledAt?.toISOString() ?? null,
});

const who = (d: DeclarationRow) => `${d.firstName} ${d.lastName}`;

/** Tax relief on gifts: Gift Aid declarations and claims in UK mode, annual statements in the Isle of Man. */
export default async function taxReliefRoutes(app: FastifyInstance) {
  const { database } = app;
  const { db } = database;

  defineRoute(app, api.taxRelief, async () => taxRelief(db));

  defineRoute(app, api.declareGiftAid, async (request, reply) => {
    await limitPerIpAndAddress(database, request, reply, 'gift-aid', request.body.email, declarerLimits);
    return reply.status(201).send(await declare(db, request.body));
  });

  defineRoute(app, api.annualStatement, async (request, reply) => {
    await enforceRateLimit(database, reply, `statement:ip:${rateLimitAddress(request.ip)}`, statementLinkLimit);
    const { year, text } = await linkedStatement(db, request.params.token);
    return reply
      .type('text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="gifts-${year}.txt"`)
      .send(text);
  });

  defineRoute(app, api.giftAidDeclarations, async () => ({ declarations: (await listDeclarations(db)).map(shown) }));

  defineRoute(app, api.recordGiftAidDeclaration, async (request, reply) => {
    const declaration = await recordDeclaration(db, request.body, request.user.id);
    auditNote(request, `${who(declaration)}, given ${declarationWayNames[declaration.way]}`);
    if (declaration.way === 'phone') await mailPhoneRecord(db, app.mailQueue, app.config.publicUrl, declaration);
    return reply.status(201).send(shown(declaration));
  });

  defineRoute(app, api.cancelGiftAidDeclaration, async (request) => {
    const declaration = await cancel(db, request.params.id);
    auditNote(request, `${who(declaration)}${declaration.void ? ', within 30 days: it never had effect' : ''}`);
    return shown(declaration);
  });

  // What a claim made now would list, as a file: a preview that marks nothing (claims made: gift-aid-claims.ts).
  defineRoute(app, api.giftAidClaim, async (request, reply) => {
    await requireGiftAid(db);
    const { from, to } = claimPeriod(request.query);
    const draft = await claimDraft(db, from, to);
    auditNote(request, `${draft.lines.length} gifts received from ${from} to ${to}, not yet claimed`);
    return reply
      .type(odsMedia)
      .header('content-disposition', `attachment; filename="gift-aid-${from}-to-${to}-preview.ods"`)
      .send(claimSchedule(draft));
  });

  giftAidClaimRoutes(app);

  defineRoute(app, api.adminAnnualStatement, async (request, reply) => {
    const { year, email } = request.body;
    const { text } = await adminStatement(db, year, email);
    auditNote(request, `the tax year starting 6 April ${year}`);
    return reply
      .type('text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="gifts-${year}.txt"`)
      .send(text);
  });
}
