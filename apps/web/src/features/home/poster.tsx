import { useQuery } from '@tanstack/react-query';
import { feedbackMessages } from '@lmr/shared/messages';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { posterQuery } from '../../lib/poster-query.ts';

// The poster artwork's own shape (README: posters are 600 x 850), so the page does not jump when it arrives.
const POSTER_WIDTH = 600;
const POSTER_HEIGHT = 850;

/**
 * The current season's poster, in the server's first HTML. Without it (no poster yet, or the address
 * could not be fetched) the text stays; a failure is only logged (spec section 8).
 */
function PosterImage() {
  const { data: src, error } = useQuery(posterQuery);
  if (error) console.warn('the poster could not be loaded', error);
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

export const Poster = withQueryClient(PosterImage);
