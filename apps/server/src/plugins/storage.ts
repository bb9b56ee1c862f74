import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { limits } from '@lmr/shared/limits';
import { sweepAbandonedUploads } from '../domains/media/pending-uploads.ts';
import type { Storage } from '../storage/storage.ts';
import { storageFromConfig } from '../storage/storage-from-config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** The one storage of uploads: a local folder by default, an S3-compatible bucket with STORAGE=s3. */
export const storagePlugin = fp(async (app: FastifyInstance) => {
  // The outer bound of every upload; each field has its own, smaller limit where it is read.
  await app.register(multipart, {
    limits: {
      fileSize: limits.documentMaxBytes,
      files: limits.galleryMax + 1,
      fields: limits.galleryMax + 10,
      fieldSize: limits.messageMax * 4,
      parts: 2 * limits.galleryMax + 20,
    },
  });
  const storage = storageFromConfig(app.config.storage);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());
  scheduleUploadSweep(app);
});

/** Every process sweeps (at start-up, then every so often); rows are locked, so sweeps never collide. */
function scheduleUploadSweep(app: FastifyInstance) {
  const olderThan = app.config.uploadAbandonSeconds;
  const sweep = () =>
    sweepAbandonedUploads(app.database.db, app.storage, olderThan).then(
      (deleted) => deleted && app.log.warn({ deleted }, 'deleted the files of abandoned uploads'),
      (err: unknown) => app.log.error({ err }, 'upload sweep failed; trying again later'),
    );
  const everyMs = Math.min(60, Math.max(1, olderThan / 2)) * 1000;
  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(sweep, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
