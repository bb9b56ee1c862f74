import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { type ContentVersion, watchContentVersion } from './domains/content/content-version.ts';
import { seedSiteContent } from './domains/content/site-content-seed.ts';
import { auditPlugin } from './domains/audit/audit-plugin.ts';
import { authPlugin } from './plugins/auth.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { routeTablePlugin } from './plugins/route-table.ts';
import { queuePlugin } from './plugins/queue.ts';
import { securityPlugin } from './plugins/security.ts';
import { storagePlugin } from './plugins/storage.ts';
import { webPlugin } from './plugins/web.ts';
import auditRoutes from './routes/api/audit/index.ts';
import authRoutes from './routes/api/auth/index.ts';
import contactRoutes from './routes/api/contact/index.ts';
import eventRoutes from './routes/api/events/index.ts';
import mediaRoutes from './routes/api/media/index.ts';
import newsletterRoutes from './routes/api/newsletter/index.ts';
import siteRoutes from './routes/api/site/index.ts';
import healthRoutes from './routes/health.ts';
import seoRoutes from './routes/seo.ts';
import mediaFileRoutes from './routes/media-files.ts';
import { ensureAdmin } from './services/bootstrap-admin.ts';
import { seedDemoContent } from './services/media/demo-seed.ts';
import { createMailer, type Mailer } from './services/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    contentVersion: ContentVersion;
  }
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Called with the generated admin password, the one time it exists in clear. */
  onAdminCreated?: (admin: { email: string; password?: string }) => void;
}

export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onError: (err) => app.log.error({ err }, 'database connection error'),
  });
  app.decorate('database', database);
  app.addHook('onClose', () => database.close());
  const applied = await migrate(database);
  if (applied.length) app.log.info({ applied }, 'database migrations applied');

  await seedSiteContent(database.db);
  const contentVersion = await watchContentVersion(database, app.log);
  app.decorate('contentVersion', contentVersion);
  app.addHook('onClose', () => contentVersion.close());

  const admin = await ensureAdmin(database.db, config.admin);
  if (admin) options.onAdminCreated?.(admin);

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: app.log,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  await app.register(queuePlugin);

  await app.register(errorsPlugin);
  await app.register(routeTablePlugin);
  await app.register(securityPlugin);
  await app.register(openapiPlugin);
  await app.register(storagePlugin);
  if (config.demoContent) await seedDemoContent(app.database, app.storage, app.log);
  // The API in a context of its own: only its routes pay for the CSRF check and the session lookup.
  // Pages, images and health checks need neither, and are served without them (bench/http.bench.ts).
  await app.register(async (api) => {
    await api.register(csrfPlugin);
    await api.register(authPlugin);
    await api.register(auditPlugin);
    // A change made here shows on this process's very next request, before its notification arrives.
    api.addHook('onSend', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') contentVersion.changed();
    });
    await api.register(authRoutes);
    await api.register(eventRoutes);
    await api.register(mediaRoutes);
    await api.register(newsletterRoutes);
    await api.register(contactRoutes);
    await api.register(auditRoutes);
    await api.register(siteRoutes);
  });
  await app.register(healthRoutes);
  await app.register(seoRoutes);
  await app.register(mediaFileRoutes);
  await app.register(webPlugin, { dist: config.webDist, publicUrl: config.publicUrl });
  return app;
}
