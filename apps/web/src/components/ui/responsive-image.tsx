import { imageSrcSet } from '@lmr/shared/media';

interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** How wide the image is drawn, for the browser to pick a file (the `sizes` attribute). */
  sizes?: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** The first screenful's main picture: fetched before everything else. */
  priority?: boolean;
  /** The shape to reserve before the image arrives, so the page does not jump. */
  width?: number;
  height?: number;
}

/** An uploaded image offered in AVIF and WebP at each stored width; other images (our SVG artwork) as they are. */
export function ResponsiveImage({
  src,
  alt,
  sizes = '100vw',
  className,
  loading = 'lazy',
  priority = false,
  width,
  height,
}: ResponsiveImageProps) {
  const avif = imageSrcSet(src, 'avif');
  const webp = imageSrcSet(src, 'webp');
  const img = (
    <img
      src={src}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : loading}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      width={width}
      height={height}
    />
  );
  if (!avif || !webp) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {img}
    </picture>
  );
}
