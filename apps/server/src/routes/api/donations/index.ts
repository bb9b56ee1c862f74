import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { formatPence } from '@lmr/shared/timetable';
import { rateLimitAddress } from '../../../domains/abuse/client-address.ts';
import { limitPerIpAndAddress } from '../../../domains/abuse/form-abuse.ts';
import { enforceRateLimit } from '../../../domains/abuse/rate-limit.ts';
import { auditNote } from '../../../domains/audit/audit-plugin.ts';
import { queueReceipt } from '../../../domains/donations/donation-receipt.ts';
import { appeal, give, markPledgeReceived, recordGift } from '../../../domains/donations/giving.ts';
import { type DonationRow, listDonations } from '../../../domains/donations/donations-repository.ts';
import { givingCharts } from '../../../domains/donations/giving-charts.ts';
import {
  changeMonthlyAmount,
  giftOfToken,
  shownMonthlyGift,
  stopMonthlyGift,
} from '../../../domains/donations/monthly-gifts.ts';
import type { Database } from '../../../db/database.ts';
import { defineRoute } from '../../define-route.ts';

const HOUR = 60 * 60 * 1000;
/** Each gift opens a payment page or a pledge: limited per address and per e-mail, as other forms are. */
const giverLimits = { ip: { limit: 10, windowMs: HOUR }, address: { limit: 5, windowMs: HOUR } };

/** A monthly gift's link: its calls limited per address together, so its token cannot be guessed at speed. */
const limitMonthlyLink = (database: Database, request: FastifyRequest, reply: FastifyReply) =>
  enforceRateLimit(database, reply, `monthly-gift:ip:${rateLimitAddress(request.ip)}`, {
    limit: 30,
    windowMs: HOUR,
  });

const shown = (row: DonationRow & { refundedPence?: number }) => ({
  id: row.id,
  reference: row.reference,
  amountPence: row.amountPence,
  way: row.way,
  state: row.state,
  name: row.name,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  receivedAt: row.receivedAt?.toISOString() ?? null,
  receiptSentAt: row.sentAt?.toISOString() ?? null,
  refundedPence: row.refundedPence ?? 0,
});

/** Giving to the railway: visitors give without an account; admins record and confirm gifts (audited by the admin rule). */
export default async function donationRoutes(app: FastifyInstance) {
  const { database, payments } = app;
  const { db } = database;

  defineRoute(app, api.donationAppeal, async () => appeal(db));

  defineRoute(app, api.givingWays, async () => ({ online: await payments.onlineOffered() }));

  defineRoute(app, api.give, async (request, reply) => {
    await limitPerIpAndAddress(database, request, reply, 'donation', request.body.email, giverLimits);
    const answer = await give(db, payments, { gift: request.body, publicUrl: app.config.publicUrl, origin: request });
    return reply.status(201).send(answer);
  });

  defineRoute(app, api.monthlyGift, async (request, reply) => {
    await limitMonthlyLink(database, request, reply);
    return shownMonthlyGift(await giftOfToken(db, request.body.token));
  });

  defineRoute(app, api.changeMonthlyGift, async (request, reply) => {
    await limitMonthlyLink(database, request, reply);
    const { token, amountPence } = request.body;
    return shownMonthlyGift(await changeMonthlyAmount(db, payments, token, amountPence, request));
  });

  defineRoute(app, api.stopMonthlyGift, async (request, reply) => {
    await limitMonthlyLink(database, request, reply);
    return shownMonthlyGift(await stopMonthlyGift(db, payments, request.body.token, request));
  });

  defineRoute(app, api.givingCharts, async () => givingCharts(database));

  defineRoute(app, api.adminDonations, async () => ({
    donations: (await listDonations(db)).map(shown),
    appeal: await appeal(db),
  }));

  defineRoute(app, api.recordDonation, async (request, reply) => {
    const gift = await recordGift(db, request.body, request.user.id);
    auditNote(request, `${gift.reference}: ${formatPence(gift.amountPence)} by ${gift.way} from ${gift.name}`);
    if (gift.email) await queueReceipt(database, app.mailQueue, gift.id);
    return reply.status(201).send(shown(gift));
  });

  defineRoute(app, api.markDonationReceived, async (request) => {
    const gift = await markPledgeReceived(db, request.params.id);
    auditNote(request, `${gift.reference}: ${formatPence(gift.amountPence)} by transfer from ${gift.name} received`);
    if (gift.email) await queueReceipt(database, app.mailQueue, gift.id);
    return shown(gift);
  });
}
