import type { ContentImage } from '../../../scripts/content-images.ts';

interface Props {
  image: ContentImage;
  alt: string;
  /** The picture's display width, for the browser to pick a photograph's size (CSS sizes syntax). */
  sizes?: string;
  /** Pictures in the first screenful load at once; the rest wait until the visitor scrolls near them. */
  eager?: boolean;
  className?: string;
}

/** Every content picture: width and height set (no layout shift), lazy below the fold, AVIF/WebP for photographs. */
export function Picture({ image, alt, sizes = '(min-width: 72rem) 36rem, 100vw', eager = false, className }: Props) {
  const img = (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'auto' : 'async'}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
  if (!image.sources) return img;
  return (
    <picture>
      {image.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
