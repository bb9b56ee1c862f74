import { z } from 'zod';
import { limits } from './limits.ts';

/** A file field of a multipart upload, as the API document shows it (the route reads it part by part). */
export const fileField = (maxBytes: number, description: string) =>
  z
    .string()
    .max(maxBytes)
    .meta({ format: 'binary', description: `${description}, at most ${maxBytes / 1024 / 1024} MB` });

/** An image field of a multipart upload. */
export const imageField = fileField(limits.imageMaxBytes, 'A JPEG, PNG, WebP, AVIF, GIF or TIFF image').meta({
  'x-max-pixels': limits.imageMaxPixels,
});
