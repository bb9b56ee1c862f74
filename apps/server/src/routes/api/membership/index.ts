import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { membershipWords } from '@lmr/shared/membership-words';
import { formatPence } from '@lmr/shared/timetable';
import { rateLimitAddress } from '../../../domains/abuse/client-address.ts';
import { limitPerIpAndAddress } from '../../../domains/abuse/form-abuse.ts';
import { enforceRateLimit } from '../../../domains/abuse/rate-limit.ts';
import { auditActor, auditNote } from '../../../domains/audit/audit-plugin.ts';
import { publishedSettings } from '../../../domains/content/site-content-service.ts';
import { turnOffAutomaticRenewal } from '../../../domains/membership/automatic-renewal.ts';
import { join, recordMembership } from '../../../domains/membership/joining.ts';
import { queueWelcomes } from '../../../domains/membership/membership-mail.ts';
import { adminMembership, memberList, myMembership } from '../../../domains/membership/membership-views.ts';
import { membershipTypes } from '../../../domains/membership/membership-year.ts';
import { defineRoute } from '../../define-route.ts';

const HOUR = 60 * 60 * 1000;
/** Each join opens a payment page, and each link is a guess to try: limited per address and per e-mail. */
const joinerLimits = { ip: { limit: 10, windowMs: HOUR }, address: { limit: 5, windowMs: HOUR } };
const linkLimit = { limit: 30, windowMs: HOUR };

/** Membership of the trust: visitors join, members open their card by link; admins record offline payments. */
export default async function membershipRoutes(app: FastifyInstance) {
  const { database, payments, config } = app;
  const { db } = database;
  const grace = config.membershipGraceDays;

  defineRoute(app, api.membershipTypes, async () => ({
    types: membershipTypes(await publishedSettings(db)),
    online: await payments.onlineOffered(),
  }));

  defineRoute(app, api.join, async (request, reply) => {
    await limitPerIpAndAddress(database, request, reply, 'membership', request.body.email, joinerLimits);
    const answer = await join(db, payments, { join: request.body, publicUrl: config.publicUrl, origin: request });
    return reply.status(201).send(answer);
  });

  /** A member's link opened: tokens cannot be guessed, and this keeps anyone from trying many. */
  const openLink = async (request: FastifyRequest<{ Body: { token: string } }>, reply: FastifyReply) => {
    await enforceRateLimit(database, reply, `membership-link:ip:${rateLimitAddress(request.ip)}`, linkLimit);
    return myMembership(db, request.body.token, grace);
  };

  defineRoute(app, api.myMembership, openLink);

  defineRoute(app, api.renewMembership, async (request, reply) => {
    const { name, email } = await openLink(request, reply);
    await limitPerIpAndAddress(database, request, reply, 'membership', email, joinerLimits);
    const renewal = { typeName: request.body.typeName, automatic: request.body.automatic, name, email };
    const answer = await join(db, payments, { join: renewal, publicUrl: config.publicUrl, origin: request });
    return reply.status(201).send(answer);
  });

  defineRoute(app, api.stopAutomaticRenewal, async (request, reply) => {
    const { number, name, email } = await openLink(request, reply);
    if (await turnOffAutomaticRenewal(db, payments, email)) {
      auditActor(request, { id: null, email, name });
      auditNote(request, `${number} ${name}: ${membershipWords.auditTurnedOff}`);
    }
    return myMembership(db, request.body.token, grace);
  });

  defineRoute(app, api.adminMembership, async () => adminMembership(db, grace));

  defineRoute(app, api.recordMembership, async (request, reply) => {
    const paid = await recordMembership(db, request.body, request.user.id);
    auditNote(request, `${paid.name}: ${paid.typeName} membership, ${formatPence(paid.pricePence)} by ${paid.way}`);
    await queueWelcomes(database, app.mailQueue, request.log);
    const member = (await memberList(db, grace)).find((m) => m.email === paid.email)!;
    return reply.status(201).send(member);
  });
}
