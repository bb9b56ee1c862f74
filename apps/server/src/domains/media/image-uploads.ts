import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limits } from '@lmr/shared/limits';
import { imageAddress } from '@lmr/shared/media';
import { posterWordsFromAnyClient } from '@lmr/shared/poster';
import { badRequest } from '../../http-error.ts';
import { auditNote } from '../audit/audit-plugin.ts';
import { deleteImageFiles, encodeImage, storeImage, uploadedImageIds } from './images.ts';
import { recordImages } from './media-repository.ts';
import { readMultipart } from './multipart.ts';
import { Cleanup } from './pending-uploads.ts';
import { currentPoster, replacePoster } from './poster-repository.ts';

const oneImage = { maxBytes: limits.imageMaxBytes, maxCount: 1 };

/**
 * Reads the one image of a multipart field, encoded and stored, then lets `commit` record it in the
 * transaction that settles the upload; the files go again if anything fails.
 */
async function uploadOneImage<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  field: string,
  forMail: boolean,
  commit: (id: string, cleanup: Cleanup, words: Record<string, string[]>) => Promise<T>,
) {
  const cleanup = new Cleanup(app.database.db);
  try {
    let id: string | undefined;
    const words = await readMultipart(request, { [field]: oneImage }, async (_field, bytes) => {
      id = await storeImage(app.storage, await encodeImage(bytes, { forMail }), cleanup);
    });
    if (!id) throw badRequest('Please choose an image.', { [field]: 'Please choose an image.' });
    return { id, committed: await commit(id, cleanup, words) };
  } catch (err) {
    await cleanup.undo(app.storage);
    throw err;
  }
}

/**
 * Makes the uploaded image, with its description, the poster and deletes the old poster's files; gives the new
 * poster's address. A description over the limit changes nothing; none at all is the spec's upload.
 */
export async function uploadPoster(app: FastifyInstance, request: FastifyRequest) {
  const { db } = app.database;
  const { id, committed: unused } = await uploadOneImage(app, request, 'poster', false, async (id, cleanup, words) => {
    const alt = posterDescription(words);
    const previous = await currentPoster(db);
    const poster = { address: imageAddress(id, 1600), alt };
    return replacePoster(db, poster, id, cleanup, uploadedImageIds(previous ? [previous] : []));
  });
  const address = imageAddress(id, 1600);
  auditNote(request, `Poster ${address}`);
  await deleteImageFiles(app.storage, unused);
  return address;
}

function posterDescription(words: Record<string, string[]>) {
  const parsed = posterWordsFromAnyClient.safeParse({ description: words.description?.[0] });
  if (parsed.success) return parsed.data.description ?? '';
  const message = parsed.error.issues[0]!.message;
  throw badRequest(message, { description: message });
}

/** One uploaded image kept for good, for an address to be put in a newsletter or the site's content; its id. */
export async function uploadKeptImage(
  app: FastifyInstance,
  request: FastifyRequest,
  forMail: boolean,
  owner: 'site' | null,
) {
  const { id } = await uploadOneImage(app, request, 'image', forMail, (id, cleanup) =>
    app.database.db.transaction(async (tx) => {
      await cleanup.settle(tx);
      await recordImages(tx, [id], owner);
    }),
  );
  return id;
}
