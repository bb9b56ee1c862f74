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
  const { data: poster, error } = useQuery(posterQuery);
  if (error) console.warn('the poster could not be loaded', error);
  if (!poster?.location) return <p className="poster-loading">{feedbackMessages.loadingPoster}</p>;
  return (
    <ResponsiveImage
      className="poster"
      src={poster.location}
      width={POSTER_WIDTH}
      height={POSTER_HEIGHT}
      sizes={`(min-width: 40rem) ${POSTER_WIDTH}px, 100vw`}
      alt={poster.alt}
    />
  );
}

export const Poster = withQueryClient(PosterImage);
