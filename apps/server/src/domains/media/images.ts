import { randomBytes } from 'node:crypto';
import type { Metadata } from 'sharp';
import { limits } from '@lmr/shared/limits';
import { defaultImageWidth, imageFormats, imageIdOf, imageWidths, mailImageSuffix } from '@lmr/shared/media';
import { feedbackMessages, tooManyPixelsMessage } from '@lmr/shared/messages';
import { HttpError } from '../../http-error.ts';
import type { Storage } from '../../storage/storage.ts';
import type { Cleanup } from './pending-uploads.ts';

/** Raster formats we decode; judged by the bytes, never by the name or the declared type. */
const acceptedImageTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/tiff']);

export const newImageId = () => randomBytes(16).toString('hex');

export const imageKeys = (id: string) => [
  ...imageWidths.flatMap((w) => imageFormats.map((f) => `images/${id}/${w}.${f}`)),
  `images/${id}/${mailImageSuffix}`,
];

const typeRefused = () => new HttpError(415, 'unsupported_type', feedbackMessages.imageTypeRefused);
const tooManyPixels = () => new HttpError(413, 'too_many_pixels', feedbackMessages.imageTooManyPixels);

/** sharp refuses undecodable bytes and bombs alike; the client is told which. */
const refusal = (err: unknown) => (/pixel limit/i.test((err as Error).message) ? tooManyPixels() : typeRefused());

/**
 * Decodes an image and writes fresh files from the pixels alone: auto-rotated, no metadata (EXIF, GPS),
 * in AVIF and WebP at each width. Anything that is not a raster image we can decode is refused
 * (SVG and HTML among them: they have no place among uploads).
 */
export async function encodeImage(bytes: Buffer, options: { forMail?: boolean } = {}) {
  // Both loaded at the first upload, not at start (docs/decisions/089-start-up-and-test-time.md).
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([import('file-type'), import('sharp')]);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !acceptedImageTypes.has(detected.mime)) throw typeRefused();
  const input = sharp(bytes, { limitInputPixels: limits.imageMaxPixels, failOn: 'error' });
  let meta: Metadata;
  try {
    // The header alone, without the pixel limit, so a refused bomb can be told its own size.
    meta = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
  } catch (err) {
    throw refusal(err);
  }
  if (!meta.width || !meta.height) throw typeRefused();
  if (meta.width * meta.height > limits.imageMaxPixels) {
    throw new HttpError(413, 'too_many_pixels', tooManyPixelsMessage(limits.imageMaxPixels, meta.width, meta.height));
  }
  const variants: { suffix: string; body: Buffer }[] = [];
  try {
    for (const width of imageWidths) {
      const resized = input.clone().rotate().resize({ width, withoutEnlargement: true });
      variants.push({ suffix: `${width}.webp`, body: await resized.clone().webp({ quality: 80 }).toBuffer() });
      variants.push({
        suffix: `${width}.avif`,
        body: await resized.clone().avif({ quality: 55, effort: 2 }).toBuffer(),
      });
    }
    if (options.forMail) {
      const body = await input
        .clone()
        .rotate()
        .resize({ width: defaultImageWidth, withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
      variants.push({ suffix: mailImageSuffix, body });
    }
  } catch (err) {
    throw refusal(err);
  }
  return variants;
}

/** Writes an encoded image under a new server-chosen id; the caller records the id in the same request. */
export async function storeImage(storage: Storage, variants: { suffix: string; body: Buffer }[], cleanup: Cleanup) {
  const id = newImageId();
  for (const v of variants) {
    const key = `images/${id}/${v.suffix}`;
    await cleanup.track(key);
    await storage.put(key, v.body);
  }
  return id;
}

/** The ids of the addresses that are our uploads (demo artwork has none), each once. */
export const uploadedImageIds = (addresses: string[]) => [
  ...new Set(addresses.map(imageIdOf).filter((id): id is string => !!id)),
];

/** Deletes every stored file of the given images; only for images nothing references any more (releaseImages). */
export async function deleteImageFiles(storage: Storage, ids: string[]) {
  await storage.delete(ids.flatMap(imageKeys));
}
