import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limits } from '@lmr/shared/limits';
import { badRequest, notFound } from '../../http-error.ts';
import { auditNote } from '../audit/audit-plugin.ts';
import { readMultipart } from '../media/multipart.ts';
import { Cleanup } from '../media/pending-uploads.ts';
import { classifyDocument, downloadName, labelFromFileName } from './document-files.ts';
import { deleteDocumentRow, findDocument, insertDocuments, type NewDocument } from './documents-repository.ts';

export const noSuchFile = () => notFound('There is no such file.');

/** Stores every document of a multipart upload, each checked by its bytes, all or none. */
export async function addDocuments(app: FastifyInstance, request: FastifyRequest) {
  const { db } = app.database;
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
        docs.push({ id, label, storageKey, fileName: downloadName(label, ext), contentType, sizeBytes: bytes.length });
      },
    );
    auditNote(request, `Documents ${docs.map((d) => `“${d.label}”`).join(', ')}`);
    if (docs.length === 0) throw badRequest('Please choose at least one file.', { documents: 'No file chosen.' });
    await insertDocuments(db, docs, cleanup);
  } catch (err) {
    await cleanup.undo(app.storage);
    throw err;
  }
}

/** A document with its stored bytes, for a download. */
export async function openDocument(app: FastifyInstance, id: string) {
  const doc = await findDocument(app.database.db, id);
  const stored = doc && (await app.storage.get(doc.storageKey));
  if (!doc || !stored) throw noSuchFile();
  return { doc, body: stored.body };
}

/** Deletes a document's row, then its file. */
export async function removeDocument(app: FastifyInstance, request: FastifyRequest, id: string) {
  const key = await deleteDocumentRow(app.database.db, id);
  if (!key) throw noSuchFile();
  auditNote(request, `File ${key}`);
  await app.storage.delete([key]);
}
