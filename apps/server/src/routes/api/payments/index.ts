import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { paymentWords } from '@lmr/shared/payment-words';
import { formatPence } from '@lmr/shared/timetable';
import { auditNote } from '../../../domains/audit/audit-plugin.ts';
import { rateLimitAddress } from '../../../domains/abuse/client-address.ts';
import { enforceRateLimit } from '../../../domains/abuse/rate-limit.ts';
import { BadSignature } from '../../../domains/payments/payment-provider.ts';
import { setOnlinePayment } from '../../../domains/payments/payment-settings.ts';
import { HttpError } from '../../../http-error.ts';
import { defineRoute } from '../../define-route.ts';

const TEN_MINUTES = 10 * 60 * 1000;
/** A Stripe event is a few kilobytes; nothing larger is read. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export default async function paymentRoutes(app: FastifyInstance) {
  const { database, payments } = app;

  // The signature is over the body exactly as it arrived, so this route alone reads it unparsed, whatever its type.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    defineRoute(
      webhook,
      api.stripeWebhook,
      async (request, reply) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        try {
          // Anything but a bad signature (a purpose's handler failing, the database) answers 500: Stripe retries.
          await payments.applyWebhook(rawBody, request.headers['stripe-signature'] as string | undefined, request);
        } catch (err) {
          if (!(err instanceof BadSignature)) throw err;
          // Only forgeries are counted: Stripe's own deliveries, however many, are never slowed.
          await enforceRateLimit(database, reply, `payments-webhook:ip:${rateLimitAddress(request.ip)}`, {
            limit: 30,
            windowMs: TEN_MINUTES,
          });
          throw new HttpError(400, 'bad_signature', paymentWords.badSignature);
        }
        return { received: true as const };
      },
      { bodyLimit: WEBHOOK_BODY_LIMIT },
    );
  });

  // A stranger can call it: each call asks the provider, so it is limited per address.
  defineRoute(app, api.checkPayment, async (request, reply) => {
    await enforceRateLimit(
      database,
      reply,
      `payments-check:ip:${rateLimitAddress(request.ip)}`,
      { limit: 60, windowMs: TEN_MINUTES },
      paymentWords.tooManyChecks,
    );
    return payments.confirmOnReturn(request.body.sessionId, request);
  });

  const settings = async () => ({
    providerConfigured: payments.providerConfigured,
    onlinePayment: await payments.onlineOffered(),
  });

  defineRoute(app, api.paymentSettings, settings);

  defineRoute(app, api.savePaymentSettings, async (request) => {
    const { onlinePayment } = request.body;
    if (onlinePayment && !payments.providerConfigured) throw new HttpError(409, 'not_set_up', paymentWords.notSetUp);
    await setOnlinePayment(database, onlinePayment);
    auditNote(request, onlinePayment ? paymentWords.offered : paymentWords.notOffered);
    return settings();
  });

  defineRoute(app, api.refundPayment, async (request, reply) => {
    const { amountPence, idempotencyKey } = request.body;
    const { payment, refund, refundedPence } = await payments.refund({
      paymentId: request.params.id,
      amountPence,
      idempotencyKey,
      askedBy: request.user.id,
    });
    auditNote(
      request,
      `${payment.purpose} ${payment.reference}: ${formatPence(refund.amountPence)} ${refund.state}, ${formatPence(refundedPence)} of ${formatPence(payment.amountPence)} refunded (payment ${payment.id})`,
    );
    return reply
      .status(201)
      .send({ id: refund.id, amountPence: refund.amountPence, state: refund.state, refundedPence });
  });
}
