/**
 * Addresses of stored images. Every uploaded image is re-encoded into the same widths and formats,
 * so an address names one image and the browser can be offered all its sizes (srcset).
 */
export const imageWidths = [480, 960, 1600] as const;
export const imageFormats = ['avif', 'webp'] as const;
export type ImageWidth = (typeof imageWidths)[number];
export type ImageFormat = (typeof imageFormats)[number];

/** The width an image address points at: a sensible size where only one is used. */
export const defaultImageWidth: ImageWidth = 960;

/**
 * Mail programs that show no WebP or AVIF (Outlook among them) need a JPEG: newsletter images get one
 * more copy, at this width.
 */
export const mailImageSuffix = `${defaultImageWidth}.jpg`;

const addressPattern = /^\/media\/images\/([a-z0-9]{20,40})\/([\w.]+)$/;
/** The files every stored image has (and the mail copy): any other name is not an image of ours. */
const variantNames = new Set<string>([
  ...imageWidths.flatMap((w) => imageFormats.map((f) => `${w}.${f}`)),
  mailImageSuffix,
]);

export const imageAddress = (id: string, width: ImageWidth = defaultImageWidth, format: ImageFormat = 'webp') =>
  `/media/images/${id}/${width}.${format}`;

export const mailImageAddress = (id: string) => `/media/images/${id}/${mailImageSuffix}`;

/** The stored image's id when the address is one of ours, else undefined (e.g. demo artwork). */
export function imageIdOf(address: string): string | undefined {
  const [, id, variant] = addressPattern.exec(address) ?? [];
  return variant && variantNames.has(variant) ? id : undefined;
}

/** `srcset` for one format, or undefined when the address is not a re-encoded upload. */
export function imageSrcSet(address: string, format: ImageFormat): string | undefined {
  const id = imageIdOf(address);
  if (!id) return undefined;
  return imageWidths.map((w) => `${imageAddress(id, w, format)} ${w}w`).join(', ');
}

/**
 * Volunteer documents a browser shows itself, and safely under the downloads' sandbox (PDF, pictures, plain
 * text): these open in the browser; every other type, office files above all, is downloaded.
 */
export const opensInBrowser = (contentType: string) =>
  /^(?:application\/pdf|image\/(?:jpeg|png|webp)|text\/plain)(?:;|$)/.test(contentType);

/** The home page's poster before any was uploaded (as the poster call's answer, PosterShown in poster.ts, reads). */
export const noPoster = { location: '', alt: '' };
