import type { FastifyInstance } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { imageAddress, mailImageAddress, opensInBrowser } from '@lmr/shared/media';
import { feedbackMessages } from '@lmr/shared/messages';
import { notFound } from '../../../http-error.ts';
import { sendWithEtag } from '../../../http/send-with-etag.ts';
import { uploadKeptImage, uploadPoster } from '../../../domains/media/image-uploads.ts';
import { currentPoster, shownPoster } from '../../../domains/media/poster-repository.ts';
import { addDocuments, noSuchFile, openDocument, removeDocument } from '../../../domains/documents/document-uploads.ts';
import { listDocuments, relabelDocument } from '../../../domains/documents/documents-repository.ts';
import { defineRoute } from '../../define-route.ts';
import { auditNote } from '../../../domains/audit/audit-plugin.ts';

const noPosterYet = 'There is no poster yet.';

export default async function mediaRoutes(app: FastifyInstance) {
  const { db } = app.database;

  defineRoute(app, api.posterLocation, async (request, reply) => {
    const poster = await currentPoster(db);
    if (!poster) throw notFound(noPosterYet);
    return sendWithEtag(request, reply, poster, 'text/plain; charset=utf-8');
  });

  defineRoute(app, api.poster, async (request, reply) => {
    const poster = await shownPoster(db);
    if (!poster) throw notFound(noPosterYet);
    return sendWithEtag(request, reply, poster);
  });

  defineRoute(app, api.addPoster, async (request) => ({
    message: feedbackMessages.posterUploaded,
    location: await uploadPoster(app, request),
  }));

  defineRoute(app, api.uploadImage, async (request) => {
    const id = await uploadKeptImage(app, request, true, null);
    auditNote(request, `Newsletter image ${mailImageAddress(id)}`);
    return { imageName: mailImageAddress(id) };
  });

  defineRoute(app, api.uploadSiteImage, async (request) => {
    const id = await uploadKeptImage(app, request, false, 'site');
    auditNote(request, `Site picture ${imageAddress(id)}`);
    return { address: imageAddress(id) };
  });

  defineRoute(app, api.addDocs, async (request) => {
    await addDocuments(app, request);
    return { message: feedbackMessages.documentsUploaded };
  });

  defineRoute(app, api.files, async () => listDocuments(db));

  defineRoute(app, api.downloadFile, async (request, reply) => {
    const { doc, body } = await openDocument(app, request.params.id);
    reply
      .type(doc.contentType)
      .header(
        'content-disposition',
        `${opensInBrowser(doc.contentType) ? 'inline' : 'attachment'}; filename="${doc.fileName}"`,
      )
      .header('x-content-type-options', 'nosniff');
    // Chromium refuses to start its PDF viewer in a sandboxed document or under object-src 'none' ("This page
    // has been blocked"), so a PDF, whose type was read from its bytes at upload, is only kept out of frames:
    // its scripts run in the viewer, not in the site.
    const policy = doc.contentType === 'application/pdf' ? "frame-ancestors 'none'" : "default-src 'none'; sandbox";
    reply.header('content-security-policy', policy);
    return reply.send(body);
  });

  defineRoute(app, api.editFile, async (request) => {
    auditNote(request, `File ${request.params.id} labelled “${request.body.label}”`);
    if (!(await relabelDocument(db, request.params.id, request.body.label))) throw noSuchFile();
    return { message: 'Label saved.' };
  });

  defineRoute(app, api.deleteFile, async (request, reply) => {
    await removeDocument(app, request, request.params.id);
    return reply.status(204).send();
  });
}
