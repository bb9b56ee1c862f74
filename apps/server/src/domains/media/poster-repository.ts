import type { PosterShown } from '@lmr/shared/poster';
import { feedbackMessages } from '@lmr/shared/messages';
import type { Cleanup } from './pending-uploads.ts';
import type { Db } from '../../db/database.ts';
import { sitePoster } from '../../db/schema/index.ts';
import { recordImages, releaseImages } from './media-repository.ts';

export async function currentPoster(db: Db) {
  const [row] = await db.select({ image: sitePoster.image }).from(sitePoster).limit(1);
  return row?.image;
}

/** The poster as visitors get it; one uploaded before descriptions were asked for is heard in general words. */
export async function shownPoster(db: Db): Promise<PosterShown | undefined> {
  const [row] = await db.select({ image: sitePoster.image, alt: sitePoster.imageAlt }).from(sitePoster).limit(1);
  return row && { location: row.image.trim(), alt: row.alt || feedbackMessages.posterAltUnset };
}

/** Makes `address`, described by `alt`, the poster; gives the ids of the old poster's images nothing else shows, to delete. */
export async function replacePoster(
  db: Db,
  poster: { address: string; alt: string },
  imageId: string,
  uploads: Cleanup,
  oldImageIds: string[],
) {
  return db.transaction(async (tx) => {
    await uploads.settle(tx);
    await recordImages(tx, [imageId], 'poster');
    const row = { image: poster.address, imageAlt: poster.alt };
    await tx
      .insert(sitePoster)
      .values({ id: true, ...row })
      .onConflictDoUpdate({ target: sitePoster.id, set: { ...row, updatedAt: new Date() } });
    return releaseImages(
      tx,
      oldImageIds.filter((id) => id !== imageId),
    );
  });
}
