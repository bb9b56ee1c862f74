import path from 'node:path';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { limits } from '@lmr/shared/limits';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { errorLogSerializer } from './domains/logging/error-log.ts';
import { answerClientError } from './http/client-errors.ts';
import { serverTimeouts } from './http/server-timeouts.ts';
import { proxyTrust } from './http/trusted-proxy.ts';
import { requestLogSerializer } from './domains/logging/request-log.ts';
import { type ContentVersion, watchContentVersion } from './domains/content/content-version.ts';
import { seedSiteContent } from './domains/content/site-content-seed.ts';
import { auditPlugin } from './domains/audit/audit-plugin.ts';
import { authPlugin } from './plugins/auth.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { errorsPlugin, frameworkErrorBody } from './plugins/errors.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { methodNotAllowedPlugin } from './plugins/method-not-allowed.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { routeTablePlugin } from './plugins/route-table.ts';
import { responseSerializer } from './response-serializer.ts';
import { queuePlugin } from './domains/mail/mail-queue-plugin.ts';
import { securityHeaders, securityPlugin } from './plugins/security.ts';
import { storagePlugin } from './plugins/storage.ts';
import { webPlugin } from './plugins/web.ts';
import auditRoutes from './routes/api/audit/index.ts';
import authRoutes from './routes/api/auth/index.ts';
import secondFactorRoutes from './routes/api/second-factor/index.ts';
import contactRoutes from './routes/api/contact/index.ts';
import dashboardRoutes from './routes/api/dashboard/index.ts';
import eventRoutes from './routes/api/events/index.ts';
import mediaRoutes from './routes/api/media/index.ts';
import newsletterRoutes from './routes/api/newsletter/index.ts';
import rosterRoutes from './routes/api/roster/index.ts';
import bookingRoutes from './routes/api/booking/index.ts';
import siteRoutes from './routes/api/site/index.ts';
import timetableRoutes from './routes/api/timetable/index.ts';
import paymentRoutes from './routes/api/payments/index.ts';
import donationRoutes from './routes/api/donations/index.ts';
import membershipRoutes from './routes/api/membership/index.ts';
import taxReliefRoutes from './routes/api/tax-relief/index.ts';
import healthRoutes from './routes/health.ts';
import seoRoutes from './routes/seo.ts';
import timetableFeedRoutes from './routes/timetable-feed.ts';
import rosterFeedRoutes from './routes/roster-feed.ts';
import mediaFileRoutes from './routes/media-files.ts';
import { ensureAdmin } from './domains/accounts/bootstrap-admin.ts';
import { seedDemoContent } from './domains/demo/demo-seed.ts';
import { seedAdminsMustUseSecondFactor } from './domains/second-factor/second-factor-policy.ts';
import { sealAuthenticatorSecrets } from './domains/second-factor/seal-at-start.ts';
import { seedDemoSeason } from './domains/running-days/demo-season.ts';
import { createMailer, type Mailer } from './domains/mail/mailer.ts';
import { seedDemoRoster } from './domains/rostering/demo-roster.ts';
import { seedDemoCarriages } from './domains/booking/demo-carriages.ts';
import { accountLinkJob } from './domains/accounts/account-mail.ts';
import { subscriptionConfirmJob } from './domains/newsletter/confirmation-mail.ts';
import { newsletterPlugin } from './domains/newsletter/newsletter-plugin.ts';
import { contactMailJob } from './domains/contact/contact-mail-job.ts';
import { rosterMailJob } from './domains/rostering/roster-mail.ts';
import { ticketsMailJob, ticketsMovedJob, ticketsResendJob } from './domains/booking/ticket-mail.ts';
import { buyerDataJob } from './domains/booking/buyer-data.ts';
import { offerLapseJob, waitingListOfferJob } from './domains/booking/waiting-list-mail.ts';
import { bookingSweepJob } from './domains/booking/booking-sweep.ts';
import { cancelledDayMailJob } from './domains/booking/cancelled-day-mail.ts';
import { crewCheckJob } from './domains/booking/crew-check.ts';
import { paymentsPlugin } from './domains/payments/payments-plugin.ts';
import { bookingPurpose } from './domains/booking/booking-payments.ts';
import type { PaymentPurpose } from './domains/payments/payment-purposes.ts';
import { donationPurpose } from './domains/donations/donation-payments.ts';
import { donationReceiptJob } from './domains/donations/donation-receipt.ts';
import { monthlyGiftPurpose } from './domains/donations/monthly-gifts.ts';
import { membershipPurpose } from './domains/membership/membership-payments.ts';
import { membershipRenewalsJob, membershipWelcomeJob } from './domains/membership/membership-mail.ts';
import supporterRoutes from './routes/api/supporters/index.ts';
import { registerSupporterSources } from './domains/supporters/supporter-registry.ts';
import { supporterLinkJob } from './domains/supporters/supporter-link.ts';
import { donationsSupporterSource } from './domains/donations/donations-supporter-source.ts';
import { bookingSupporterSource } from './domains/booking/booking-supporter-source.ts';
import { rosteringSupporterSource } from './domains/rostering/rostering-supporter-source.ts';
import { newsletterSupporterSource } from './domains/newsletter/newsletter-supporter-source.ts';
import { membershipSupporterSource } from './domains/membership/membership-supporter-source.ts';
import { taxReliefSupporterSource } from './domains/tax-relief/tax-relief-supporter-source.ts';
import { annualStatementJob } from './domains/tax-relief/annual-statement.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    contentVersion: ContentVersion;
  }
}

/** Every character of a title may take up to three UTF-8 bytes, each written as three characters (%E2). */
const longestEncodedTitle = limits.nameMax * 9;

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Called with the generated admin password, the one time it exists in clear. */
  onAdminCreated?: (admin: { email: string; password?: string }) => void;
  /** Fail an answer that does not match its schema in the API contract (tests turn this on). */
  checkResponses?: boolean;
  /** Payment purposes beyond the app's own, handed to the payments plugin beside them (a test's own purpose). */
  paymentPurposes?: PaymentPurpose[];
}

export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(typeof options.logger === 'object' ? options.logger : {}),
            serializers: { req: requestLogSerializer as never, err: errorLogSerializer },
          },
    trustProxy: proxyTrust(config.trustProxy) ?? false,
    bodyLimit: 1024 * 1024,
    ...serverTimeouts(config.timeouts),
    clientErrorHandler: answerClientError,
    routerOptions: {
      ignoreTrailingSlash: true,
      // Events are addressed by title: the longest title the API accepts, percent-encoded, must fit.
      maxParamLength: longestEncodedTitle,
    },
    // The router's own refusals (a parameter too long, a malformed percent-encoding) in the API's format,
    // with the headers every answer carries: they come before any hook runs.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      return reply.status(status).headers(securityHeaders).send(frameworkErrorBody(status));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ check: options.checkResponses }));
  app.decorate('config', config);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onError: (err) => app.log.error({ err }, 'database connection error'),
  });
  app.decorate('database', database);
  // The listener goes first: it stops listening on a database that is still open.
  app.addHook('onClose', async () => {
    if (app.hasDecorator('contentVersion')) await app.contentVersion.close();
    await database.close();
  });
  const applied = await migrate(database);
  if (applied.length) app.log.info({ applied }, 'database migrations applied');
  await sealAuthenticatorSecrets(database, config, app.log);

  await seedSiteContent(database.db);
  app.decorate('contentVersion', await watchContentVersion(database, app.log));

  await seedAdminsMustUseSecondFactor(database, config.adminSecondFactorAtFirstStart);
  const admin = await ensureAdmin(database.db, config.admin);
  if (admin) options.onAdminCreated?.(admin);

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    domain: new URL(config.publicUrl).hostname,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: app.log,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  // Each domain that holds a person's data hands its supporter source here, as it hands its payment purpose below.
  const supporterSources = [
    donationsSupporterSource,
    bookingSupporterSource,
    rosteringSupporterSource,
    newsletterSupporterSource,
    membershipSupporterSource,
    taxReliefSupporterSource,
  ];
  registerSupporterSources(app, supporterSources);
  await app.register(queuePlugin, {
    jobs: [
      accountLinkJob,
      subscriptionConfirmJob,
      contactMailJob,
      rosterMailJob,
      ticketsMailJob,
      ticketsResendJob,
      ticketsMovedJob,
      buyerDataJob,
      waitingListOfferJob,
      offerLapseJob,
      bookingSweepJob,
      donationReceiptJob,
      annualStatementJob,
      cancelledDayMailJob,
      crewCheckJob,
      membershipWelcomeJob,
      membershipRenewalsJob,
      supporterLinkJob(supporterSources),
    ],
  });
  await app.register(newsletterPlugin);
  // Each domain that takes money hands its purpose here, as its mail jobs go to the queue above.
  await app.register(paymentsPlugin, {
    purposes: [
      bookingPurpose,
      donationPurpose,
      monthlyGiftPurpose,
      membershipPurpose,
      ...(options.paymentPurposes ?? []),
    ],
  });

  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(routeTablePlugin);
  await app.register(securityPlugin);
  await app.register(methodNotAllowedPlugin);
  await app.register(openapiPlugin);
  await app.register(storagePlugin);
  if (config.demoContent) {
    await seedDemoContent(app.database.db, app.storage, app.log);
    await seedDemoSeason(app.database.db, app.log);
    await seedDemoRoster(app.database.db, app.log);
    await seedDemoCarriages(app.database.db, app.log);
  }
  // The API in a context of its own: only its routes pay for the CSRF check and the session lookup.
  // Pages, images and health checks need neither, and are served without them (bench/http.bench.ts).
  await app.register(async (api) => {
    await api.register(csrfPlugin);
    await api.register(authPlugin);
    await api.register(auditPlugin);
    // A change made here shows on this process's very next request, before its notification arrives.
    api.addHook('onSend', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') app.contentVersion.changed();
    });
    await api.register(authRoutes);
    await api.register(secondFactorRoutes);
    await api.register(eventRoutes);
    await api.register(mediaRoutes);
    await api.register(newsletterRoutes);
    await api.register(contactRoutes);
    await api.register(auditRoutes);
    await api.register(timetableRoutes);
    await api.register(siteRoutes);
    await api.register(rosterRoutes);
    await api.register(dashboardRoutes);
    await api.register(bookingRoutes);
    await api.register(paymentRoutes);
    await api.register(donationRoutes);
    await api.register(membershipRoutes);
    await api.register(supporterRoutes);
    await api.register(taxReliefRoutes);
  });
  await app.register(healthRoutes);
  await app.register(seoRoutes);
  await app.register(timetableFeedRoutes);
  await app.register(rosterFeedRoutes);
  await app.register(mediaFileRoutes);
  await app.register(webPlugin, { dist: config.webDist, publicUrl: config.publicUrl });
  return app;
}
