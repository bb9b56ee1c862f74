import { useEffect, useState } from 'react';
import { apiRoutes } from '@lmr/shared/api-routes';
import { feedbackMessages } from '@lmr/shared/messages';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { callApi } from '../../lib/api-client.ts';

// The poster artwork's own shape (README: posters are 600 x 850), so the page does not jump when it arrives.
const POSTER_WIDTH = 600;
const POSTER_HEIGHT = 850;

/** The current season's poster. Until its address arrives the text stays; a failure is only logged, as the page reads well without it. */
export function Poster() {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    callApi(apiRoutes.posterLocation, { signal: controller.signal })
      .then((address) => {
        if (typeof address === 'string' && address.trim()) setSrc(address.trim());
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) console.warn('the poster could not be loaded', err);
      });
    return () => controller.abort();
  }, []);
  if (!src) return <p className="poster-loading">{feedbackMessages.loadingPoster}</p>;
  return (
    <ResponsiveImage
      className="poster"
      src={src}
      width={POSTER_WIDTH}
      height={POSTER_HEIGHT}
      sizes={`(min-width: 40rem) ${POSTER_WIDTH}px, 100vw`}
      alt="This season's poster for the Laxey Mines Railway, with our running days and special events."
    />
  );
}
