import type { ContentImage } from '../../scripts/content-images.ts';

const images = import.meta.glob<ContentImage>('@content/images/**/*.{svg,png,jpg,jpeg,webp}', {
  query: '?image',
  import: 'default',
  eager: true,
});

const byPath = new Map(Object.entries(images).map(([key, image]) => [key.slice(key.indexOf('images/')), image]));

/** A picture named in a content JSON file, such as "images/locomotives/ant.svg". */
export function contentImage(path: string): ContentImage {
  const image = byPath.get(path);
  if (!image) throw new Error(`content names a picture that is not in content/images: ${path}`);
  return image;
}
