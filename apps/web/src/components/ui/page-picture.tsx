import type { RenderedPage } from '@lmr/shared/site-content';
import { ResponsiveImage } from './responsive-image.tsx';

/** The shape of our page drawings (3 by 2), reserved before the picture arrives. */
const pictureSize = { width: 600, height: 400 };

/** A page's picture as an admin set it in the Site area, with its caption when it has one; nothing when it has none. */
export function PagePicture({
  page,
  className,
  sizes,
  priority = false,
}: {
  page: RenderedPage;
  className: string;
  sizes: string;
  priority?: boolean;
}) {
  if (!page.picture) return null;
  return (
    <figure className={className}>
      <ResponsiveImage src={page.picture} alt={page.pictureAlt} sizes={sizes} priority={priority} {...pictureSize} />
      {page.pictureCaption && <figcaption>{page.pictureCaption}</figcaption>}
    </figure>
  );
}
