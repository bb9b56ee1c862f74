import { eq } from 'drizzle-orm';
import type { Cleanup } from '../../../services/media/pending-uploads.ts';
import type { Db } from '../../../db/database.ts';
import { mediaImages, sitePoster } from '../../../db/schema/index.ts';

export async function currentPoster(db: Db) {
  const [row] = await db.select({ image: sitePoster.image }).from(sitePoster).limit(1);
  return row?.image;
}

/** Makes `address` the poster and returns the one it replaced. */
export async function replacePoster(db: Db, address: string, imageId: string, uploads: Cleanup, oldImageId?: string) {
  await db.transaction(async (tx) => {
    await uploads.settle(tx);
    await tx.insert(mediaImages).values({ id: imageId });
    await tx
      .insert(sitePoster)
      .values({ id: true, image: address })
      .onConflictDoUpdate({ target: sitePoster.id, set: { image: address, updatedAt: new Date() } });
    if (oldImageId) await tx.delete(mediaImages).where(eq(mediaImages.id, oldImageId));
  });
}
