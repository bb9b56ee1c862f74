import { type KeyboardEvent, useState } from 'react';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';

interface GalleryCarouselProps {
  images: string[];
  captions: string[];
  label: string;
}

/** One gallery image at a time with its caption; Previous and Next buttons, or the arrow keys. */
export function GalleryCarousel({ images, captions, label }: GalleryCarouselProps) {
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;
  const go = (delta: number) => setIndex((i) => (i + delta + images.length) % images.length);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') go(-1);
    else if (e.key === 'ArrowRight') go(1);
    else return;
    e.preventDefault();
  };
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <figure className="carousel-slide" aria-roledescription="slide" aria-label={`${index + 1} of ${images.length}`}>
        <ResponsiveImage
          src={images[index]!}
          alt={`Gallery image ${index + 1} of ${images.length}`}
          sizes="(min-width: 60rem) 50rem, 90vw"
        />
        <figcaption>{captions[index]}</figcaption>
      </figure>
      {images.length > 1 && (
        <div className="carousel-controls">
          <button type="button" className="button button-secondary" onClick={() => go(-1)}>
            Previous image
          </button>
          <p className="carousel-position" aria-live="polite">
            Image {index + 1} of {images.length}
          </p>
          <button type="button" className="button button-secondary" onClick={() => go(1)}>
            Next image
          </button>
        </div>
      )}
    </section>
  );
}
