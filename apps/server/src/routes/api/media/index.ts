import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { limits } from '@lmr/shared/limits';
import { imageAddress, mailImageAddress } from '@lmr/shared/media';
import { feedbackMessages } from '@lmr/shared/messages';
import { recordImages } from '../../../domains/media/media-repository.ts';
import { badRequest, notFound } from '../../../http-error.ts';
import { classifyDocument, downloadName, labelFromFileName } from '../../../domains/documents/document-files.ts';
import { sendWithEtag } from '../../../http/send-with-etag.ts';
import { deleteImageFiles, encodeImage, storeImage, uploadedImageIds } from '../../../domains/media/images.ts';
import { Cleanup } from '../../../domains/media/pending-uploads.ts';
import { readMultipart } from '../../../domains/media/multipart.ts';
import { defineRoute } from '../../define-route.ts';
import { auditNote } from '../../../domains/audit/audit-plugin.ts';
import {
  deleteDocumentRow,
  findDocument,
  insertDocuments,
  listDocuments,
  type NewDocument,
  relabelDocument,
} from '../../../domains/documents/documents-repository.ts';
import { currentPoster, replacePoster } from '../../../domains/media/poster-repository.ts';

const oneImage = { maxBytes: limits.imageMaxBytes, maxCount: 1 };

export default async function mediaRoutes(app: FastifyInstance) {
  const { db } = app.database;

  /** Reads the one image of a multipart field, encoded and stored, then lets `commit` record it. */
  async function uploadOneImage(request: Parameters<typeof readMultipart>[0], field: string, forMail = false) {
    const cleanup = new Cleanup(db);
    let id: string | undefined;
    try {
      await readMultipart(request, { [field]: oneImage }, async (_field, bytes) => {
        id = await storeImage(app.storage, await encodeImage(bytes, { forMail }), cleanup);
      });
      if (!id) throw badRequest('Please choose an image.', { [field]: 'Please choose an image.' });
      return { id, cleanup, undo: () => cleanup.undo(app.storage) };
    } catch (err) {
      await cleanup.undo(app.storage);
      throw err;
    }
  }

  defineRoute(app, api.posterLocation, async (request, reply) => {
    const poster = await currentPoster(db);
    if (!poster) throw notFound('There is no poster yet.');
    return sendWithEtag(request, reply, poster, 'text/plain; charset=utf-8');
  });

  defineRoute(app, api.addPoster, async (request) => {
    const { id, cleanup, undo } = await uploadOneImage(request, 'poster');
    const previous = await currentPoster(db);
    let unused: string[];
    try {
      unused = await replacePoster(
        db,
        imageAddress(id, 1600),
        id,
        cleanup,
        uploadedImageIds(previous ? [previous] : []),
      );
    } catch (err) {
      await undo();
      throw err;
    }
    auditNote(request, `Poster ${imageAddress(id, 1600)}`);
    await deleteImageFiles(app.storage, unused);
    return { message: feedbackMessages.posterUploaded, location: imageAddress(id, 1600) };
  });

  /** One uploaded image kept for good, for an address to be put in a newsletter or the site's content. */
  async function uploadKeptImage(request: Parameters<typeof readMultipart>[0], forMail: boolean, owner: 'site' | null) {
    const { id, cleanup, undo } = await uploadOneImage(request, 'image', forMail);
    try {
      await db.transaction(async (tx) => {
        await cleanup.settle(tx);
        await recordImages(tx, [id], owner);
      });
    } catch (err) {
      await undo();
      throw err;
    }
    return id;
  }

  defineRoute(app, api.uploadImage, async (request) => {
    const id = await uploadKeptImage(request, true, null);
    auditNote(request, `Newsletter image ${mailImageAddress(id)}`);
    return { imageName: mailImageAddress(id) };
  });

  defineRoute(app, api.uploadSiteImage, async (request) => {
    const id = await uploadKeptImage(request, false, 'site');
    auditNote(request, `Site picture ${imageAddress(id)}`);
    return { address: imageAddress(id) };
  });

  defineRoute(app, api.addDocs, async (request) => {
    const cleanup = new Cleanup(db);
    try {
      const docs: NewDocument[] = [];
      await readMultipart(
        request,
        { documents: { maxBytes: limits.documentMaxBytes, maxCount: limits.documentsMax } },
        async (_field, bytes, fileName) => {
          const { contentType, ext } = await classifyDocument(bytes, fileName);
          const id = randomUUID();
          const storageKey = `documents/${id}.${ext}`;
          await cleanup.track(storageKey);
          await app.storage.put(storageKey, bytes);
          const label = labelFromFileName(fileName);
          docs.push({
            id,
            label,
            storageKey,
            fileName: downloadName(label, ext),
            contentType,
            sizeBytes: bytes.length,
          });
        },
      );
      auditNote(request, `Documents ${docs.map((d) => `“${d.label}”`).join(', ')}`);
      if (docs.length === 0) throw badRequest('Please choose at least one file.', { documents: 'No file chosen.' });
      await insertDocuments(db, docs, cleanup);
      return { message: feedbackMessages.documentsUploaded };
    } catch (err) {
      await cleanup.undo(app.storage);
      throw err;
    }
  });

  defineRoute(app, api.files, async () => listDocuments(db));

  defineRoute(app, api.downloadFile, async (request, reply) => {
    const doc = await findDocument(db, request.params.id);
    const stored = doc && (await app.storage.get(doc.storageKey));
    if (!doc || !stored) throw notFound('There is no such file.');
    reply
      .type(doc.contentType)
      .header('content-disposition', `attachment; filename="${doc.fileName}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox");
    return reply.send(stored.body);
  });

  defineRoute(app, api.editFile, async (request) => {
    auditNote(request, `File ${request.params.id} labelled “${request.body.label}”`);
    if (!(await relabelDocument(db, request.params.id, request.body.label))) throw notFound('There is no such file.');
    return { message: 'Label saved.' };
  });

  defineRoute(app, api.deleteFile, async (request, reply) => {
    const key = await deleteDocumentRow(db, request.params.id);
    if (!key) throw notFound('There is no such file.');
    auditNote(request, `File ${key}`);
    await app.storage.delete([key]);
    return reply.status(204).send();
  });
}
