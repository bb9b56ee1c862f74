import type { Cleanup } from './pending-uploads.ts';
import type { Db } from '../../db/database.ts';
import { sitePoster } from '../../db/schema/index.ts';
import { recordImages, releaseImages } from './media-repository.ts';

export async function currentPoster(db: Db) {
  const [row] = await db.select({ image: sitePoster.image }).from(sitePoster).limit(1);
  return row?.image;
}

/** Makes `address` the poster; gives the ids of the old poster's images nothing else shows, to delete. */
export async function replacePoster(db: Db, address: string, imageId: string, uploads: Cleanup, oldImageIds: string[]) {
  return db.transaction(async (tx) => {
    await uploads.settle(tx);
    await recordImages(tx, [imageId], 'poster');
    await tx
      .insert(sitePoster)
      .values({ id: true, image: address })
      .onConflictDoUpdate({ target: sitePoster.id, set: { image: address, updatedAt: new Date() } });
    return releaseImages(
      tx,
      oldImageIds.filter((id) => id !== imageId),
    );
  });
}
